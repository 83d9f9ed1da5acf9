import { START_APP_WHEN_SEEN } from '../../initial/islandAttributes.ts';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../config.ts';
import { plans, type PlanId } from '../../content/plans.ts';
import { pricingTableCopy } from '../../content/pricingTable.ts';
import { button } from '../../styles/button.css.ts';
import * as css from './PricingTableEmbed.css.ts';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'stripe-pricing-table': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'pricing-table-id': string;
        'publishable-key': string;
      };
    }
  }
}

type Status = 'waiting' | 'loading' | 'ready' | 'offline' | 'failed';

/** A script that never answers (a black-holed request) counts as failed after this long. */
const SCRIPT_TIMEOUT_MS = 10_000;
const ELEMENT_TIMEOUT_MS = 3_000;

const scripts = new Map<string, Promise<void>>();

/** Adds the provider's script once per page; a failed attempt is forgotten so the next one retries. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      const timer = setTimeout(() => fail(), SCRIPT_TIMEOUT_MS);
      const fail = () => {
        clearTimeout(timer);
        script.remove();
        scripts.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      script.src = src;
      script.async = true;
      script.onload = () => {
        clearTimeout(timer);
        resolve();
      };
      script.onerror = fail;
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** A script that loaded but never defined the element (blocked, stubbed or broken) counts as failed too. */
function whenDefined(tag: string, ms: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${tag} was never defined`)), ms);
    void customElements.whenDefined(tag).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const planIds: PlanId[] = ['core', 'pro', 'ultimate'];

/**
 * The card-payment provider's pricing table. Its script is third-party and heavy, so it loads only when the
 * table comes near the viewport and the browser is online; offline, or if the script cannot load, a plain
 * message (with the checkout links) stands in for it instead of a broken embed.
 */
export function PricingTableEmbed() {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [status, setStatus] = useState<Status>('waiting');

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let current = true;
    const attempt = () => {
      if (!navigator.onLine) {
        setStatus('offline');
        return;
      }
      setStatus('loading');
      loadScript(config.pricingTable.scriptUrl)
        .then(() => whenDefined('stripe-pricing-table', ELEMENT_TIMEOUT_MS))
        .then(
          () => current && setStatus('ready'),
          () => current && setStatus('failed'),
        );
    };
    const goneOffline = () => setStatus((now) => (now === 'ready' ? now : 'offline'));
    attempt();
    window.addEventListener('online', attempt);
    window.addEventListener('offline', goneOffline);
    return () => {
      current = false;
      window.removeEventListener('online', attempt);
      window.removeEventListener('offline', goneOffline);
    };
  }, [near]);

  return (
    // It loads its frame as it nears the viewport; seen before any input, it starts the app for that.
    <div ref={frame} className={css.frame} aria-busy={status === 'loading'} {...START_APP_WHEN_SEEN}>
      {status === 'ready' && (
        <stripe-pricing-table
          pricing-table-id={config.pricingTable.id}
          publishable-key={config.pricingTable.publishableKey}
        />
      )}
      {status === 'offline' && (
        <p className={css.notice} role="status">
          {pricingTableCopy.offline}
        </p>
      )}
      {status === 'failed' && (
        <div className={css.notice} role="status">
          <p>{pricingTableCopy.failed}</p>
          <ul className={css.links}>
            {planIds.map((id) => (
              <li key={id}>
                <a className={button.secondary} href={config.checkout[id]} target="_blank" rel="noopener noreferrer">
                  {plans[id].name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(status === 'waiting' || status === 'loading') && <p className={css.notice}>{pricingTableCopy.loading}</p>}
    </div>
  );
}
