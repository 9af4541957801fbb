import { use, type ComponentType } from 'react';

export interface LazyPage<P> {
  Page: ComponentType<P>;
  /** Fetches the renderer's code; resolved at once once it is here. */
  preload: () => Promise<void>;
}

/**
 * A renderer whose code is fetched only for its own pages (the contact page's quote form). Unlike
 * React.lazy it can be loaded before rendering, so the prerender and the hydration of such a
 * page render it at once, markup for markup, and a client navigation loads it with the page's
 * records; it suspends only if rendered before either has happened.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  function Page(props: P) {
    if (!loaded) use(preload());
    const Loaded = loaded as ComponentType<P>;
    return <Loaded {...props} />;
  }
  return { Page, preload };
}
