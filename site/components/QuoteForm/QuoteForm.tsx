import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { PHONE_PATTERN } from '../../forms/contact-details.ts';
import { debounce, draftStore } from '../../forms/draft.ts';
import * as field from '../../forms/field.css.ts';
import { FormStatus } from '../../forms/FormStatus.tsx';
import { QUOTE_SUBJECT, quoteMail } from '../../forms/mailto.ts';
import { POSTCODE_PATTERN, normalisePostcode } from '../../forms/postcode.ts';
import { QUOTE_DRAFT_KEY } from '../../forms/quote-draft.ts';
import { cleanQuote, EMPTY_QUOTE, firstErrorTarget, QUOTE_FIELDS, QUOTE_LIMITS, revalidateQuote, validateQuote } from '../../forms/quote.ts';
import type { QuoteErrors, QuoteField, QuoteTarget, QuoteValues } from '../../forms/quote.ts';
import { formTarget } from '../../forms/target.ts';
import { useSender } from '../../forms/use-sender.ts';
import { useLayout } from '../../layout-context.tsx';
import type { ContactPage } from '../../page-types.ts';
import { button } from '../Button/Button.css.ts';
import { describedBy, Field } from './Field.tsx';
import * as styles from './QuoteForm.css.ts';

const DRAFT_DELAY_MS = 400;

const id = (target: QuoteField | 'contact'): string => `quote-${target}`;
/** The control that takes focus for a message: the pair's message belongs to its first field. */
const focusId = (target: QuoteTarget): string => id(target === 'contact' ? 'phone' : target);

interface QuoteFormProps {
  form: ContactPage['record']['form'];
  enquiryOptions: readonly string[];
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The quote request. Without JavaScript it is a plain form: native checks, then a post to the
 * endpoint or a mailto: action. With JavaScript it checks each field with messages of its own,
 * keeps a draft as the visitor types, and sends without leaving the page.
 */
/** The fields the visitor has filled in, as the page holds them. */
function typedValues(form: HTMLFormElement): Partial<QuoteValues> {
  const typed: Partial<QuoteValues> = {};
  for (const name of QUOTE_FIELDS) {
    const control = form.elements.namedItem(name);
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) && control.value) typed[name] = control.value;
  }
  return typed;
}

export function QuoteForm({ form, enquiryOptions, labelledBy }: QuoteFormProps) {
  const { site } = useLayout();
  const target = useMemo(() => formTarget(site.forms?.quoteEndpoint, site.email, QUOTE_SUBJECT), [site]);
  const { state, send } = useSender({ target, email: site.email, phone: site.phone, what: 'request', success: form.success });
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setShownValues] = useState<QuoteValues>(EMPTY_QUOTE);
  // The newest values, ahead of the render that shows them: a field typed in just as the form
  // takes over what was typed while its code loaded must add to those, not to the empty form
  // the handler's render saw (that lost fields already typed).
  const latest = useRef(values);
  const setValues = (next: QuoteValues): void => {
    latest.current = next;
    setShownValues(next);
  };
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [problem, setProblem] = useState<string>();
  const draft = useMemo(() => draftStore<QuoteValues>(QUOTE_DRAFT_KEY, QUOTE_FIELDS), []);
  const saveDraft = useMemo(() => debounce((next: QuoteValues) => draft.save(next), DRAFT_DELAY_MS), [draft]);

  useEffect(() => {
    // Scripts run, so our messages replace the browser's own bubbles.
    if (formRef.current) formRef.current.noValidate = true;
    // What was typed while this code was on its way (DeferredQuoteForm.tsx) counts over a saved draft.
    const typed = formRef.current ? typedValues(formRef.current) : {};
    const saved = draft.load();
    if (saved || Object.keys(typed).length > 0) {
      const start = { ...EMPTY_QUOTE, ...saved, ...typed };
      const next = { ...start, need: enquiryOptions.includes(start.need) ? start.need : '' };
      setValues(next);
      if (Object.keys(typed).length > 0) draft.save(next);
    }
    const flush = (): void => saveDraft.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      saveDraft.flush();
    };
  }, [draft, saveDraft, enquiryOptions]);

  const update = (name: QuoteField, value: string): void => {
    const next = { ...latest.current, [name]: value };
    setValues(next);
    saveDraft(next);
    if (Object.keys(errors).length > 0) {
      const still = revalidateQuote(errors, next, enquiryOptions);
      setErrors(still);
      if (!firstErrorTarget(still)) setProblem(undefined);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    // With what the page's fields hold: a form sent as its code arrived has not caught up with them yet.
    const current = { ...latest.current, ...typedValues(event.currentTarget) };
    const found = validateQuote(current, enquiryOptions);
    const first = firstErrorTarget(found);
    if (first) {
      const count = Object.keys(found).length;
      // Render the messages before moving focus, so the field is read out with its message.
      flushSync(() => {
        setErrors(found);
        setProblem(count === 1 ? 'One thing needs correcting before we can send your request.' : `${count} things need correcting before we can send your request.`);
      });
      const control = document.getElementById(focusId(first));
      control?.focus({ preventScroll: true });
      // Centred, so the sticky header never hides the field or its label.
      control?.scrollIntoView({ block: 'center' });
      return;
    }
    setErrors({});
    setProblem(undefined);
    const clean = cleanQuote(current);
    setValues(clean);
    saveDraft.cancel();
    draft.save(clean);
    const result = await send(clean, quoteMail(clean));
    if (result === 'sent') {
      saveDraft.cancel();
      draft.clear();
      setValues(EMPTY_QUOTE);
    }
  };

  const bind = (name: QuoteField) => ({
    id: id(name),
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => update(name, event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    className: `${styles.control} ${field.invalid}`,
  });
  const errorId = (target: QuoteTarget): string | undefined => (errors[target] ? `${id(target)}-error` : undefined);
  const contactInvalid = errors.contact ? true : undefined;

  return (
    <form
      ref={formRef}
      className={styles.form}
      method={target.method}
      action={target.action}
      encType={target.encType}
      aria-labelledby={labelledBy}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Field id={id('name')} label="Your name" required error={errors.name}>
        <input {...bind('name')} type="text" autoComplete="name" required maxLength={QUOTE_LIMITS.name} aria-describedby={errorId('name')} />
      </Field>

      <Field id={id('need')} label="What do you need?" hint="A category or service, if you know it." error={errors.need}>
        <select {...bind('need')} aria-describedby={describedBy(`${id('need')}-hint`, errorId('need'))}>
          <option value="">Not sure, or something else</option>
          {enquiryOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className={styles.group} aria-describedby={describedBy(`${id('contact')}-hint`, errorId('contact'))}>
        <legend className={styles.legend}>How should we reply?</legend>
        <p id={`${id('contact')}-hint`} className={`${styles.hint} ${styles.groupNote}`}>
          Give a phone number, an email address or both: we need at least one.
        </p>
        <p id={`${id('contact')}-error`} className={`${field.error} ${styles.groupNote}`}>
          {errors.contact}
        </p>
        <Field id={id('phone')} label="Phone" error={errors.phone}>
          <input
            {...bind('phone')}
            aria-invalid={errors.phone || contactInvalid ? true : undefined}
            aria-describedby={describedBy(`${id('contact')}-hint`, errorId('contact'), errorId('phone'))}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={QUOTE_LIMITS.phone}
            pattern={PHONE_PATTERN}
            title="A UK or international phone number, such as 01632 960415"
          />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email}>
          <input
            {...bind('email')}
            aria-invalid={errors.email || contactInvalid ? true : undefined}
            aria-describedby={describedBy(`${id('contact')}-hint`, errorId('contact'), errorId('email'))}
            type="email"
            autoComplete="email"
            maxLength={QUOTE_LIMITS.email}
          />
        </Field>
      </fieldset>

      <Field id={id('postcode')} label="Delivery postcode" hint="Only if you would like it delivered, such as EX15 1ZZ." error={errors.postcode}>
        <input
          {...bind('postcode')}
          aria-describedby={describedBy(`${id('postcode')}-hint`, errorId('postcode'))}
          type="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          maxLength={QUOTE_LIMITS.postcode + 4}
          pattern={POSTCODE_PATTERN}
          title="A UK postcode, such as EX15 1ZZ"
          onBlur={() => {
            const standard = normalisePostcode(values.postcode);
            if (standard && standard !== values.postcode) update('postcode', standard);
          }}
        />
      </Field>

      <div className={styles.wide}>
        <Field
          id={id('message')}
          label="Your message"
          required
          hint={`Materials, sizes and quantities, and when you need them. Up to ${QUOTE_LIMITS.message.toLocaleString('en-GB')} characters.`}
          error={errors.message}
        >
          <textarea
            {...bind('message')}
            className={`${styles.control} ${styles.textarea} ${field.invalid}`}
            aria-describedby={describedBy(`${id('message')}-hint`, errorId('message'))}
            required
            rows={7}
            maxLength={QUOTE_LIMITS.message}
          />
        </Field>
      </div>

      <div className={`${styles.actions} ${styles.wide}`}>
        {target.kind === 'mail' ? (
          <p className={styles.note}>
            Sending opens your email program with your request written out to {site.email}, ready for you to send.
          </p>
        ) : null}
        <button type="submit" className={button.primary} aria-disabled={state.kind === 'sending' ? true : undefined}>
          {form.submit}
        </button>
        <FormStatus
          state={state}
          success={form.success}
          email={site.email}
          what="request"
          problem={problem}
          className={styles.report}
          alertClassName={field.errorText}
        />
      </div>
    </form>
  );
}
