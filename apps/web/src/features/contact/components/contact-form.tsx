import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { contactMessageInput, contactTopics } from '@brigade/shared/contact';
import type { ContactMessageInput } from '@brigade/shared/contact';
import { preloadToaster } from '../../../components/toast/load-toaster.ts';
import { EmailInput } from '../../../components/ui/email-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/apply-field-errors.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSubmitContactMessage } from '../api/submit-contact-message.ts';

/** What the form holds: like the schema's input, but the topic starts unchosen. */
type ContactFormValues = Omit<ContactMessageInput, 'topic'> & {
  topic: ContactMessageInput['topic'] | '';
};

const fieldNames = ['name', 'email', 'topic', 'message'] as const;
const emptyForm: ContactFormValues = { name: '', email: '', topic: '', message: '' };

// The shared schema rejects the empty topic with its own message, so widening the input type
// for the select's placeholder option is safe.
const resolver = zodResolver(contactMessageInput) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactMessageInput
>;

export function ContactForm() {
  const { t, i18n } = useTranslation();
  const mutation = useSubmitContactMessage();
  // The outcome is reported with a toast, possibly a "network error" one: have its code ready.
  useEffect(preloadToaster, []);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    ContactFormValues,
    unknown,
    ContactMessageInput
  >({
    resolver,
    defaultValues: emptyForm,
  });
  const errorText = (name: (typeof fieldNames)[number]) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: t('contact.success.title'), description: t('contact.success.description') });
        reset(emptyForm);
      },
      onError: (error) => {
        // What was typed stays in the form; only the problem is shown.
        if (applyFieldErrors(error, setError, fieldNames, (key) => i18n.exists(key))) return;
        toast({
          variant: 'destructive',
          title: t('contact.failure.title'),
          description: t(errorMessageKey(error)),
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <FormField id="contact-name" label={t('contact.form.name')} error={errorText('name')}>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            type="text"
            autoComplete="name"
            maxLength={100}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField id="contact-email" label={t('contact.form.email')} error={errorText('email')}>
        {(control) => <EmailInput {...control} {...register('email')} autoComplete="email" />}
      </FormField>
      <FormField id="contact-topic" label={t('contact.form.topic')} error={errorText('topic')}>
        {(control) => (
          <select {...control} {...register('topic')} className={inputClasses}>
            <option value="">{t('contact.form.topicPlaceholder')}</option>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(`contact.topics.${topic}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="contact-message"
        label={t('contact.form.message')}
        hint={t('contact.form.messageHint')}
        error={errorText('message')}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            rows={6}
            maxLength={2000}
            className={inputClasses}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {mutation.isPending ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
