import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { navigate } from '../../routes/history.ts';
import { visitBrowserContext } from '../../initial/attribution.ts';
import { clearDraft } from '../../initial/drafts.ts';
import { describeFunctionError } from './functionError.ts';
import { toast } from '../../toast/lazyToast.ts';
import { whenPointerReleased } from '../handover/pointerRelease.ts';
import { getSupabase } from './supabaseClient.ts';
import { LIVE_FORM_OPTIONS, useDraft, useTakeover } from '../handover/useTakeover.ts';
import {
  type BoundControl,
  CryptoSignupFormFields,
  type CryptoSignupFieldName,
  OFFLINE_MESSAGE,
  TERMS_FIELD,
} from './CryptoSignupFormFields.tsx';
import type { CryptoSignupFormLiveProps } from './CryptoSignupFormShell.tsx';
import type { CryptoSignupData, CryptoSignupValues } from './cryptoSignupSchema.ts';
import { DebugInfo, type DebugLine } from './DebugInfo.tsx';
import { cryptoSignupResolver } from './lazyResolvers.ts';
import { type SignupSubmission, submissionFor } from './signupSubmission.ts';

const EMPTY: CryptoSignupValues = {
  fullName: '',
  email: '',
  companyName: '',
  vatTaxNumber: '',
  businessAddress: '',
  city: '',
  country: '',
  postcodeZip: '',
  product: '',
  termsAccepted: false,
};

const TIMEOUT_MS = 20_000;

/** The schema is needed at the first validation: fetched as the visitor starts filling the form. */
const prefetchSchema = () => void import('./cryptoSignupSchema.ts');

/**
 * The live side of CryptoSignupFormShell: validates, keeps the draft (useDraft: the terms box is not kept, being
 * no text: consent is given fresh), takes over the shell form (useTakeover), and creates the client. On success
 * the visitor goes on to pay for the chosen product.
 */
export function CryptoSignupFormLive({ products, draftKey, takeHandover }: CryptoSignupFormLiveProps) {
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
    ...LIVE_FORM_OPTIONS,
    defaultValues: EMPTY,
    resolver: cryptoSignupResolver,
    mode: 'onTouched',
  });

  // useTakeover takes over what the shell form held; useDraft then fills only the fields still empty from
  // the stored draft, and saves every change from here on.
  useDraft(draftKey, { reset, watch, getValues });
  useEffect(() => {
    // A product from the other sign-up route's list (a draft made there) is not offered here: leave it unselected.
    const { product } = getValues();
    if (product && !products.some((option) => option.id === product)) setValue('product', '');
  }, [products, getValues, setValue]);

  const termsAccepted = watch('termsAccepted');

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

  const onSubmit = useTakeover(takeHandover, { setValue, handleSubmit }, onValid, liveForm);

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
      ref={liveForm}
    >
      {debug && <DebugInfo lines={debug} />}
    </CryptoSignupFormFields>
  );
}
