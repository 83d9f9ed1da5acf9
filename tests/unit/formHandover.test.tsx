// @vitest-environment happy-dom
/**
 * The form handover (src/forms/handover/): a prerendered form is hydrated as FormShell, the visitor types or
 * submits before the live form has loaded, and the live form (useTakeover) takes over what was done. The
 * markup here is a stand-in with the same moving parts as the site's forms: text fields, a checkbox, a
 * submit button; the live side is a react-hook-form form, as the site's are.
 */
import { act, type FormEvent, type Ref, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { type Resolver, useForm, type UseFormRegister } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterNextPaint } from '../../src/initial/afterPaint.ts';
import { DRAFT_KEY_PREFIX } from '../../src/shared/storageKeys.ts';
import { holdInputUntilStarted } from '../../src/initial/heldInput.ts';
import { FormShell, type ShellForm } from '../../src/forms/handover/FormShell.tsx';
import type { LiveFormProps } from '../../src/forms/handover/handover.ts';
import { LIVE_FORM_OPTIONS, useDraft, useTakeover } from '../../src/forms/handover/useTakeover.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FIELDS = ['name', 'email'] as const;
const CHECKBOXES = ['agree'] as const;
const DRAFT_KEY = 'handover-test';

interface Values {
  name: string;
  email: string;
  agree: boolean;
}

function Fields({
  live = false,
  register,
  onSubmit,
  onInput,
  ref,
}: {
  live?: boolean;
  register?: UseFormRegister<Values>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  ref?: Ref<HTMLFormElement>;
}) {
  const bind = (name: keyof Values) => (register ? register(name) : { name });
  return (
    <form data-side={live ? 'live' : 'shell'} noValidate ref={ref} onSubmit={onSubmit} onInput={onInput}>
      <input type="text" {...bind('name')} />
      <input type="text" {...bind('email')} />
      <input type="checkbox" {...bind('agree')} />
      <button type="submit">Send</button>
    </form>
  );
}

/** What the live form submitted, in order. */
let submissions: Values[] = [];

/** The live form's rules: a name is required. Answered when the test says so, as a schema resolver answers later. */
let rulesAnswer: Promise<void> = Promise.resolve();
const requireName: Resolver<Values> = async (values) => {
  await rulesAnswer;
  if (values.name) return { values, errors: {} as Record<string, never> };
  return { values: {}, errors: { name: { type: 'required', message: 'Name is required' } } };
};

function Live({ takeHandover }: LiveFormProps) {
  const form = useForm<Values>({
    ...LIVE_FORM_OPTIONS,
    defaultValues: { name: '', email: '', agree: false },
    resolver: requireName,
  });
  const liveForm = useRef<HTMLFormElement>(null);
  useDraft(DRAFT_KEY, form);
  const onSubmit = useTakeover(
    takeHandover,
    form,
    (values) => {
      submissions.push(values);
    },
    liveForm,
  );
  return <Fields live register={form.register} onSubmit={onSubmit} ref={liveForm} />;
}

/** The live form's chunk, arriving when the test says so. */
let loads = 0;
let arrive: () => void = () => {};
const loadLive = () =>
  new Promise<typeof Live>((resolve) => {
    loads += 1;
    arrive = () => resolve(Live);
  });

function Page() {
  return (
    <FormShell loadLive={loadLive} live={{}} fields={FIELDS} checkboxes={CHECKBOXES} draftKey={DRAFT_KEY}>
      {({ form }: ShellForm) => <Fields {...form} />}
    </FormShell>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

/** The page as the build prerenders it: plain HTML, no React yet. */
function paint(): void {
  container.innerHTML = renderToString(<Page />);
}

async function hydrate(): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
}

/** The browser's next frame: the shell asks for the live chunk once the touch that started it is on screen. */
async function nextPaint(): Promise<void> {
  await act(() => afterNextPaint());
}

async function liveChunkArrives(): Promise<void> {
  await nextPaint();
  await act(async () => {
    arrive();
  });
}

const form = (side: 'shell' | 'live') => container.querySelector<HTMLFormElement>(`form[data-side="${side}"]`);
const input = (side: 'shell' | 'live', name: string) => form(side)?.elements.namedItem(name) as HTMLInputElement;

/** Typing as the browser does it: the value changes, then an `input` event bubbles up. */
async function type(side: 'shell' | 'live', name: string, value: string): Promise<void> {
  await act(async () => {
    const field = input(side, name);
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function pressSubmit(side: 'shell' | 'live'): Promise<void> {
  await act(async () => {
    form(side)?.requestSubmit();
  });
}

beforeEach(() => {
  submissions = [];
  rulesAnswer = Promise.resolve();
  loads = 0;
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.getElementById('root')?.remove();
});

describe('form handover', () => {
  it('keeps what was typed before and after hydration, the ticked box and the focused field, when the live form takes over', async () => {
    paint();
    // Typed into the prerendered HTML before React: the mount reads it and starts loading the live form.
    input('shell', 'name').value = 'Ada';
    await hydrate();
    await nextPaint();
    expect(loads).toBe(1);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY_PREFIX + DRAFT_KEY) ?? '{}')).toEqual({ name: 'Ada' });

    // Typed into the hydrated shell while the live chunk downloads.
    await type('shell', 'email', 'ada@example.com');
    await act(async () => {
      input('shell', 'agree').checked = true;
      input('shell', 'email').focus();
      input('shell', 'email').setSelectionRange(3, 3);
    });

    await liveChunkArrives();
    expect(form('shell')).toBeNull();
    expect(input('live', 'name').value).toBe('Ada');
    expect(input('live', 'email').value).toBe('ada@example.com');
    expect(input('live', 'agree').checked).toBe(true);
    expect(document.activeElement).toBe(input('live', 'email'));
    expect(input('live', 'email').selectionStart).toBe(3);
    expect(submissions).toEqual([]);
  });

  it('replays a submit pressed on the shell form exactly once, with what was typed', async () => {
    paint();
    await hydrate();
    await type('shell', 'name', 'Grace');
    await pressSubmit('shell');
    // A second tap while the live chunk downloads is the same submit.
    await pressSubmit('shell');
    await nextPaint();
    expect(loads).toBe(1);
    expect(submissions).toEqual([]);

    await liveChunkArrives();
    expect(submissions).toEqual([{ name: 'Grace', email: '', agree: false }]);
    // The live form renders again as the visitor goes on typing: nothing is replayed a second time.
    await type('live', 'email', 'grace@example.com');
    expect(submissions).toHaveLength(1);
  });

  it('replays a submit pressed before hydration (held by the bootstrap) exactly once', async () => {
    // The page's root, not started yet.
    container.id = 'root';
    paint();
    holdInputUntilStarted();
    input('shell', 'name').value = 'Linus';
    // The bootstrap holds it: the browser's own submission (a GET with the fields, a reload) never happens.
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form('shell')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await hydrate();
    await act(async () => {
      // PageSlot marks the page started: the bootstrap makes the held submit again, on the now-React form.
      container.setAttribute('data-started', '');
    });
    await nextPaint();
    expect(loads).toBe(1);
    await liveChunkArrives();
    expect(submissions).toEqual([{ name: 'Linus', email: '', agree: false }]);
    await type('live', 'email', 'linus@example.com');
    expect(submissions).toHaveLength(1);
  });

  it('leaves focus where the visitor has moved since a refused submit pressed on the shell form', async () => {
    paint();
    await hydrate();
    await type('shell', 'email', 'ada@example.com');
    await pressSubmit('shell');

    let answer: () => void = () => {};
    rulesAnswer = new Promise((resolve) => {
      answer = resolve;
    });
    await liveChunkArrives();
    // The replayed submit is still being checked when the visitor taps into another field.
    await act(async () => input('live', 'email').focus());
    await act(async () => answer());
    expect(submissions).toEqual([]);
    // Refused (no name), as the press on the shell was; what the visitor types next goes where they are.
    expect(document.activeElement).toBe(input('live', 'email'));

    // A press on the live form itself takes the visitor to the field to correct.
    await pressSubmit('live');
    expect(document.activeElement).toBe(input('live', 'name'));
  });

  it('hands over cleanly when the visitor did nothing before the live form arrived', async () => {
    paint();
    await hydrate();
    // Nothing typed, nothing stored: the live form waits for the first touch.
    await nextPaint();
    expect(loads).toBe(0);
    await act(async () => {
      container.firstElementChild?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      window.dispatchEvent(new Event('pointerup'));
    });
    // Asked for once the touch is answered on screen: the download's start (its stylesheet added to the page)
    // never delays that frame.
    expect(loads).toBe(0);
    await nextPaint();
    expect(loads).toBe(1);

    await liveChunkArrives();
    expect(form('shell')).toBeNull();
    expect(input('live', 'name').value).toBe('');
    expect(input('live', 'email').value).toBe('');
    expect(input('live', 'agree').checked).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(submissions).toEqual([]);
    expect(localStorage.getItem(DRAFT_KEY_PREFIX + DRAFT_KEY)).toBeNull();
  });
});
