import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import * as field from '../../forms/field.css.ts';
import { FormStatus } from '../../forms/FormStatus.tsx';
import { NEWSLETTER_SUBJECT, newsletterMail } from '../../forms/mailto.ts';
import { newsletterEmailError } from '../../forms/newsletter.ts';
import { formTarget } from '../../forms/target.ts';
import { useSender } from '../../forms/use-sender.ts';
import { useLayout } from '../../layout-context.tsx';
import * as styles from './Newsletter.css.ts';

/**
 * The footer's sign-up box, on every page. Like the quote form: a plain post to the configured
 * endpoint (or a mailto: action) without JavaScript; with it, checked and sent in place.
 */
export function Newsletter() {
  const { layout, site } = useLayout();
  const { newsletter } = layout.footer;
  const id = useId();
  const target = useMemo(() => formTarget(site.forms?.newsletterEndpoint, site.email, NEWSLETTER_SUBJECT), [site]);
  const { state, send } = useSender({ target, email: site.email, phone: site.phone, what: 'sign-up', success: newsletter.success });
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
    // What was typed while this code was on its way (DeferredNewsletter.tsx) is kept.
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    // The field as the visitor sees it, even if this code took over only as they pressed Subscribe.
    const typed = inputRef.current?.value ?? email;
    const problem = newsletterEmailError(typed);
    if (problem) {
      flushSync(() => setError(problem));
      inputRef.current?.focus();
      return;
    }
    const address = typed.trim();
    const result = await send({ email: address }, newsletterMail(address, site.name));
    if (result === 'sent') setEmail('');
  };

  const errorId = `${id}-error`;
  return (
    <form
      ref={formRef}
      className={`${styles.form} ${field.onDark}`}
      method={target.method}
      action={target.action}
      encType={target.encType}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void onSubmit(event)}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {newsletter.heading}
      </h2>
      <p className={styles.text}>{newsletter.text}</p>
      <label htmlFor={`${id}-email`} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={`${id}-email`}
          className={`${styles.input} ${field.invalid}`}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder={newsletter.placeholder}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(newsletterEmailError(event.target.value));
          }}
        />
        <button type="submit" className={styles.submit}>
          {newsletter.button}
        </button>
      </div>
      <p id={errorId} className={field.error}>
        {error}
      </p>
      {target.kind === 'mail' ? <p className={styles.note}>Subscribing opens your email program with the request written out.</p> : null}
      <FormStatus
        state={state}
        success={newsletter.success}
        email={site.email}
        what="sign-up"
        className={styles.report}
        alertClassName={field.errorText}
      />
    </form>
  );
}
