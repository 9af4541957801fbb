import { Suspense, use, useEffect, useMemo, useState, type ComponentType } from 'react';

/** What starts the code's download: the visitor reaching for the form (focus, a tap or click, typing, sending). */
const FIRST_USE = ['focusin', 'pointerdown', 'input', 'submit'] as const;

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export interface DeferredFormOptions<P extends object> {
  /** The form's code, as a dynamic import() in the form's own module, so the bundler gives it a chunk of its own. */
  importForm: () => Promise<ComponentType<P>>;
  /** A selector for the prerendered form in the page. */
  formSelector: (props: P) => string;
  /** Whether the code is wanted as soon as the page runs (a draft waiting to be restored). */
  wantedAtOnce?: () => boolean;
}

export interface DeferredForm<P extends object> {
  /** Fetches the form's code: for the prerender, for a client navigation to its page, and on first use. */
  load: () => Promise<void>;
  /** The form as the page first shows it, its code fetched on first use. */
  Form: ComponentType<P>;
}

/**
 * A form that is complete and works without scripts (native checks, a post or a mailto: action)
 * with its code not fetched with the page: React leaves the prerendered form as it is (a Suspense
 * boundary still waiting to hydrate) until the visitor focuses, taps or types in it; then the
 * code arrives and the form hydrates, keeping what was typed. A submit pressed meanwhile waits
 * for the code and goes through the form's own checks; if the code cannot be fetched, the
 * browser checks and sends the plain form.
 */
export function deferForm<P extends object>(options: DeferredFormOptions<P>): DeferredForm<P> {
  const { importForm, formSelector, wantedAtOnce } = options;
  let Loaded: ComponentType<P> | undefined;
  let startLoading!: () => void;
  const wanted = new Promise<void>((resolve) => (startLoading = resolve));
  const loaded: Promise<void> = wanted.then(importForm).then((component) => {
    Loaded = component;
  });
  /** What the form waits on: if the code cannot be fetched, the form stays as prerendered, a plain form that still works. */
  const loadedOrNever = loaded.catch(() => new Promise<void>(() => undefined));
  let ran = false;
  let markHydrated!: () => void;
  /** Resolved once the form's code has run in the page (it has hydrated or rendered). */
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve)).then(() => {
    ran = true;
  });

  function load(): Promise<void> {
    startLoading();
    return loaded;
  }

  function FormCode(props: P) {
    if (!Loaded) use(loadedOrNever);
    useEffect(() => markHydrated(), []);
    const Code = Loaded as ComponentType<P>;
    return <Code {...props} />;
  }

  /**
   * Sends a submit held while the code was on its way, through the form's own checks. A form that
   * finds a mistake moves focus (and the page) to it; if the visitor has gone to another field
   * meanwhile (on a slow connection, seconds later), focus and that field's place on screen are
   * given back at once, before any key they press next can land in the form's field instead. The
   * form still shows its messages.
   */
  function replaySubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
    const since = document.activeElement;
    const movedOn = since instanceof HTMLElement && since !== document.body && !form.contains(since);
    const top = movedOn ? since.getBoundingClientRect().top : 0;
    form.requestSubmit(submitter);
    if (!movedOn || document.activeElement === since) return;
    since.focus({ preventScroll: true });
    // Where the visitor's field was on screen, though the form's messages have made the page longer.
    window.scrollBy({ top: since.getBoundingClientRect().top - top, behavior: 'instant' });
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
      void load();
      if (event.type !== 'submit') return;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter;
      void hydrated.then(() => replaySubmit(form, submitter));
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

  function Form(props: P) {
    const selector = formSelector(props);
    useEffect(() => {
      if (Loaded) return;
      const element = document.querySelector(selector);
      if (!(element instanceof HTMLFormElement) || wantedAtOnce?.()) {
        void load();
        return;
      }
      return awaitFirstUse(element);
    }, [selector]);
    // The very same element while the props are the same: a waiting boundary given a new element
    // would be rendered afresh (its fallback, an empty space) instead of keeping the prerendered
    // form (React.memo around it is not enough).
    const [shown, setShown] = useState(props);
    if (!sameProps(shown, props)) setShown(props);
    return useMemo(
      () => (
        <Suspense fallback={null}>
          <FormCode {...shown} />
        </Suspense>
      ),
      [shown],
    );
  }

  return { load, Form };
}
