import { Suspense, use, useEffect, useMemo, type ComponentProps } from 'react';
import { hasQuoteDraft } from '../../forms/quote-draft.ts';
import type { QuoteForm as QuoteFormComponent } from './QuoteForm.tsx';

type QuoteFormProps = ComponentProps<typeof QuoteFormComponent>;

/** What starts the code's download: the visitor reaching for the form (focus, a tap or click, typing, sending). */
const FIRST_USE = ['focusin', 'pointerdown', 'input', 'submit'] as const;

let Loaded: typeof QuoteFormComponent | undefined;
let startLoading!: () => void;
const wanted = new Promise<void>((resolve) => (startLoading = resolve));
const loaded: Promise<void> = wanted
  .then(() => import('./QuoteForm.tsx'))
  .then((module) => {
    Loaded = module.QuoteForm;
  });
/** What the form waits on: if the code cannot be fetched, the form stays as prerendered, a plain form that still works. */
const loadedOrNever = loaded.catch(() => new Promise<void>(() => undefined));
let ran = false;
let markHydrated!: () => void;
/** Resolved once the form's code has run in the page (it has hydrated or rendered). */
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve)).then(() => {
  ran = true;
});

/**
 * Fetches the quote form's code (checks with messages, drafts, sending in place): for the
 * prerender, for a client navigation to /contact (with the page's records), and on first use.
 */
export function loadQuoteForm(): Promise<void> {
  startLoading();
  return loaded;
}

function QuoteFormCode(props: QuoteFormProps) {
  if (!Loaded) use(loadedOrNever);
  useEffect(() => markHydrated(), []);
  const Form = Loaded as typeof QuoteFormComponent;
  return <Form {...props} />;
}

/**
 * Until the form's code has run: the first touch of the form starts its download, and a submit
 * waits for it (then goes through the form's own checks), instead of posting unchecked. On the
 * document, in the capture phase: React stops events aimed at a form it has yet to hydrate
 * before they reach the form itself.
 */
function awaitFirstUse(form: HTMLFormElement): () => void {
  // The form's own messages, not the browser's bubbles, once its code is here.
  form.noValidate = true;
  const onUse = (event: Event) => {
    if (ran || !form.contains(event.target as Node)) return;
    void loadQuoteForm();
    if (event.type !== 'submit') return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    void hydrated.then(() => form.requestSubmit(submitter));
    // No code (a dropped connection): the browser checks and sends the form as it would without scripts.
    loaded.catch(() => {
      stop();
      form.noValidate = false;
      form.requestSubmit(submitter);
    });
  };
  const stop = () => {
    for (const type of FIRST_USE) document.removeEventListener(type, onUse, true);
  };
  for (const type of FIRST_USE) document.addEventListener(type, onUse, true);
  void hydrated.then(stop);
  return stop;
}

/**
 * The quote form as /contact first shows it. The prerendered form is complete and works without
 * scripts (native checks, a post or a mailto: action), so its code (about 4 KB gzipped) is not
 * fetched with the page: React leaves the form as it was prerendered (a Suspense boundary still
 * waiting to hydrate) until the visitor focuses, taps or types in it, or has a draft waiting;
 * then the code arrives and the form hydrates, keeping what was typed.
 * Arriving by a client navigation, the code comes with the page's records (renderers.ts).
 */
export function DeferredQuoteForm(props: QuoteFormProps) {
  const { form, enquiryOptions, labelledBy } = props;

  useEffect(() => {
    if (Loaded) return;
    const element = document.querySelector(`form[aria-labelledby="${labelledBy}"]`);
    if (!(element instanceof HTMLFormElement) || hasQuoteDraft()) {
      void loadQuoteForm();
      return;
    }
    return awaitFirstUse(element);
  }, [labelledBy]);

  // The same element on every render: a waiting boundary given new props would be rendered
  // afresh (its fallback, an empty space) instead of keeping the prerendered form.
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <QuoteFormCode form={form} enquiryOptions={enquiryOptions} labelledBy={labelledBy} />
      </Suspense>
    ),
    [form, enquiryOptions, labelledBy],
  );
}
