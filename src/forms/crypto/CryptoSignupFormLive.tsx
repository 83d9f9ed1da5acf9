import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { navigate } from '../../routes/history.ts';
import { visitBrowserContext } from '../../initial/attribution.ts';
import { clearDraft, loadDraft, saveDraft } from '../../initial/drafts.ts';
import type { ProductOption } from '../../content/cryptoProducts.ts';
import { describeFunctionError } from './functionError.ts';
import { toast } from '../../toast/lazyToast.ts';
import { whenPointerReleased } from './pointerRelease.ts';
import { getSupabase } from './supabaseClient.ts';
import { nowLive } from '../untilLive.ts';
import {
  type BoundControl,
  CryptoSignupFormFields,
  type CryptoSignupFieldName,
  OFFLINE_MESSAGE,
  TERMS_FIELD,
} from './CryptoSignupFormFields.tsx';
import type { CryptoSignupData, CryptoSignupValues } from './cryptoSignupSchema.ts';
import { DebugInfo, type DebugLine } from './DebugInfo.tsx';
import { cryptoSignupResolver } from './lazyResolvers.ts';
import { type SignupSubmission, submissionFor } from './signupSubmission.ts';

const TIMEOUT_MS = 20_000;

/** The schema is needed at the first validation: fetched as the visitor starts filling the form. */
const prefetchSchema = () => void import('./cryptoSignupSchema.ts');

/** Focus on the form's first field (in the page's order) that the rules refused. */
function focusFirstRefused(form: HTMLFormElement | null, errors: FieldErrors): void {
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLInputElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name in errors,
  );
  first?.focus();
}

/** Whether the prerendered terms box, about to be hydrated, was ticked before this code came. */
function tickedBeforeHydration(): boolean {
  return typeof document !== 'undefined' && document.querySelector<HTMLInputElement>('#crypto-terms')?.checked === true;
}

/**
 * The crypto sign-up's form (CryptoSignupForm): validates, keeps the draft (the terms box is not kept, being no
 * text: consent is given fresh), and creates the client. On success the visitor goes on to pay for the chosen
 * product. When it hydrates the prerendered form, what the visitor did there is already in its elements.
 */
export function CryptoSignupFormLive({ products, draftKey }: { products: ProductOption[]; draftKey: string }) {
  const liveForm = useRef<HTMLFormElement>(null);
  const [debug, setDebug] = useState<DebugLine[]>();
  // The id of the submission last sent: a retry of the same values sends it again (signupSubmission.ts).
  const submission = useRef<SignupSubmission>(undefined);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<CryptoSignupValues, unknown, CryptoSignupData>({
    // No defaultValues: register then reads each element's value, never writing over what was typed into the
    // prerendered form before this code came ('' would empty it). Its own focus on a refused field cannot tell a
    // press on this form from the one made again below, so `onSubmit` does it.
    shouldFocusError: false,
    resolver: cryptoSignupResolver,
    mode: 'onTouched',
  });

  useEffect(() => {
    // A stored draft fills only the fields still empty: what they hold is newer. Every change is saved from here on.
    const draft = loadDraft<Record<string, string>>(draftKey);
    if (draft) {
      const current = getValues() as Record<string, unknown>;
      const filled = Object.fromEntries(Object.entries(draft).filter(([name]) => !current[name]));
      reset({ ...current, ...filled } as CryptoSignupValues, { keepDefaultValues: true });
    }
    const subscription = watch((values) => saveDraft(draftKey, values as Record<string, string | undefined>));
    return () => subscription.unsubscribe();
  }, [draftKey, reset, watch, getValues]);
  useEffect(() => {
    // A product from the other sign-up route's list (a draft made there) is not offered here: leave it unselected.
    const { product } = getValues();
    if (product && !products.some((option) => option.id === product)) setValue('product', '');
  }, [products, getValues, setValue]);

  // Until the box is registered, what the page shows: the button's first render must match the prerendered one.
  const [tickedBefore] = useState(tickedBeforeHydration);
  const termsAccepted = watch(TERMS_FIELD) ?? tickedBefore;

  const onValid = async (data: CryptoSignupData) => {
    setDebug(undefined);
    if (!navigator.onLine) {
      toast.error(OFFLINE_MESSAGE);
      return;
    }
    let status = 'no answer';
    try {
      const [{ toCreateClientBody }, supabase] = await Promise.all([import('./cryptoSignupSchema.ts'), getSupabase()]);
      const body = toCreateClientBody(data);
      submission.current = submissionFor(submission.current, body);
      const { id: submissionId } = submission.current;
      const {
        data: answer,
        error,
        response,
      } = await supabase.functions.invoke<{ client?: { id?: unknown } }>('crypto-signup-notification', {
        body: { ...body, submissionId, browser_context: visitBrowserContext() },
        timeout: TIMEOUT_MS,
      });
      if (response) status = String(response.status);
      // 409: the server holds other details under this id; the next press sends these as a new submission.
      if (response?.status === 409) submission.current = undefined;
      if (error) {
        const failure = await describeFunctionError(error);
        const message = failure.serverMessage ?? 'Please try again';
        toast.error(`Failed to submit form: ${message}`);
        setDebug([
          { label: 'Message', value: failure.serverMessage ?? failure.clientMessage },
          { label: 'Status', value: failure.status === undefined ? 'no answer' : String(failure.status) },
          { label: 'Time', value: new Date().toISOString() },
        ]);
        return;
      }
      const clientId: unknown = answer?.client?.id;
      if (typeof clientId !== 'string' || clientId === '') throw new Error('The answer carried no client id');
      submission.current = undefined;
      clearDraft(draftKey);
      navigate(`/crypto-transaction/${encodeURIComponent(clientId)}`);
    } catch (error) {
      console.error('[crypto-signup] unexpected failure', error);
      toast.error('An unexpected error occurred. Please try again.');
      setDebug([
        { label: 'Message', value: error instanceof Error ? error.message : String(error) },
        { label: 'Status', value: status },
        { label: 'Time', value: new Date().toISOString() },
      ]);
    }
  };

  // A submit pressed before this code came is made once, leaving focus alone: the visitor has moved on since, and a
  // field taken from under their fingers would get what they type next. A press here goes to the field to correct.
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    if (nowLive(liveForm.current)) void handleSubmit(onValid)();
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(onValid, (refused) => focusFirstRefused(liveForm.current, refused))(event);

  // Unticking explains at once why the button went grey.
  const explainUntick = (event: { target: { checked: boolean } }) => {
    if (!event.target.checked) void trigger(TERMS_FIELD);
  };
  const bind = (name: CryptoSignupFieldName): BoundControl => {
    const registered = register(name, name === TERMS_FIELD ? { onChange: explainUntick } : undefined);
    return {
      ...registered,
      // A field is left by pressing the next control; the message it may show pushes that control down, and were
      // that before the press ends, the click would land beside it (a terms box that does not tick).
      onBlur: (event) => whenPointerReleased().then(() => registered.onBlur(event)),
      error: errors[name]?.message,
    };
  };

  return (
    <CryptoSignupFormFields
      products={products}
      bind={bind}
      canSubmit={termsAccepted}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onFocus={prefetchSchema}
      draftKey={draftKey}
      ref={liveForm}
    >
      {debug && <DebugInfo lines={debug} />}
    </CryptoSignupFormFields>
  );
}
