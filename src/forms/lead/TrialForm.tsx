import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { landing } from '../../content/landing.ts';
import { button } from '../../styles/button.css.ts';
import { Honeypot } from './Honeypot.tsx';
import * as css from './TrialForm.css.ts';
import { TrialFormFields } from './TrialFormFields.tsx';
import type { TrialFormLiveProps } from './TrialFormLive.tsx';

const loadLive = () => import('./TrialFormLive.tsx').then((m) => m.TrialFormLive);

/**
 * The trial form card of /l1 and /superteaml1: 'Limited Free Trials' badge, the form, 'Watch Demo'.
 * The page ships only this light placeholder (prerendered markup, no zod, no react-hook-form, no
 * supabase-js); the live form downloads when the card comes near the viewport or is touched, and takes over
 * what was already typed and the focused field.
 */
export function TrialForm({ successPath }: { successPath: string }) {
  const card = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{ Form: ComponentType<TrialFormLiveProps>; props: Omit<TrialFormLiveProps, 'successPath'> }>();
  const loading = useRef(false);

  function upgrade() {
    if (loading.current) return;
    loading.current = true;
    void loadLive().then(
      (Form) => {
        const form = card.current?.querySelector('form');
        const value = (name: string) => (form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
        const active = document.activeElement;
        const focused = active instanceof HTMLInputElement && form?.contains(active) && (active.name === 'project' || active.name === 'email') ? active.name : undefined;
        setLive({ Form, props: { typed: { project: value('project'), email: value('email') }, focused } });
      },
      () => {
        loading.current = false; // offline before the chunk arrived: try again on the next touch
      },
    );
  }

  useEffect(() => {
    const element = card.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return upgrade();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        upgrade();
      }
    }, { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={card} className={css.card} onPointerDown={upgrade} onFocus={upgrade}>
      <span className={css.badge}>{landing.limitedBadge}</span>
      <h2 className={css.heading}>{landing.formHeading}</h2>
      {live ? (
        <live.Form successPath={successPath} {...live.props} />
      ) : (
        <TrialFormFields
          project={{ name: 'project' }}
          email={{ name: 'email' }}
          honeypot={<Honeypot id="trial-website" ref={null} />}
          onSubmit={(event) => {
            event.preventDefault();
            upgrade();
          }}
        />
      )}
      <Link className={button.secondary} to="/np1">
        {landing.watchDemo}
      </Link>
    </div>
  );
}
