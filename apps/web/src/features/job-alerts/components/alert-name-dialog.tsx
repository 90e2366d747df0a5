import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { jobAlertInput } from '@brigade/shared/jobs/job-alerts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogPanel } from '../../../components/ui/dialog-panel.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { ApiError, errorLink, errorMessageKey } from '../../../lib/api-error.ts';
import { toastFailure } from '../../../lib/error-toast.ts';

interface AlertNameDialogProps {
  /** Names the dialog's name field (`…-name`) and message area (`…-alert`). */
  id: string;
  title: string;
  description: ReactNode;
  initialName: string;
  /** Already translated: Cancel, the submit button, it while saving, and the failure toast. */
  labels: { cancel: string; submit: string; pending: string; failed: string };
  /** Saves the checked name (a mutation's `mutateAsync`, then says so and closes). */
  save: (name: string) => Promise<unknown>;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  /** More fields, below the name. */
  children?: ReactNode;
}

/**
 * An open dialog with a form around an alert's name (1–80 characters, checked before sending).
 * A refusal of the name shows under it; any other (the limit, the network) in the dialog and a
 * toast, so the person can try again or close it. Creating and renaming an alert both use it.
 */
export function AlertNameDialog(props: AlertNameDialogProps) {
  const { t, i18n } = useTranslation('jobAlerts');
  const [name, setName] = useState(props.initialName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const [alertLink, setAlertLink] = useState<ReturnType<typeof errorLink>>(undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlertKey(null);
    const checked = jobAlertInput.shape.name.safeParse(name);
    if (!checked.success) {
      setNameError(checked.error.issues[0]?.message ?? 'jobAlerts.validation.nameRequired');
      return;
    }
    setNameError(null);
    try {
      await props.save(checked.data);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.name : undefined;
      if (field) {
        setNameError(i18n.exists(field.key) ? field.key : field.message);
        return;
      }
      setAlertKey(errorMessageKey(error));
      setAlertLink(errorLink(error));
      toastFailure(t, props.labels.failed, error);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !props.pending && props.onOpenChange(next)}>
      <DialogPanel title={props.title} description={props.description}>
        <form
          noValidate
          aria-busy={props.pending}
          onSubmit={(event) => void submit(event)}
          className="mt-5 grid gap-5"
        >
          <FormField
            id={`${props.id}-name`}
            label={t('jobAlerts.create.name')}
            error={nameError ? t(nameError) : undefined}
          >
            {(control) => (
              <input
                {...control}
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={80}
                autoComplete="off"
                className={inputClasses}
              />
            )}
          </FormField>
          {props.children}
          <div>
            <FormAlert
              id={`${props.id}-alert`}
              message={alertKey ? t(alertKey) : null}
              link={alertLink ? { to: alertLink.to, label: t(alertLink.labelKey) } : undefined}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline" disabled={props.pending}>
                  {props.labels.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={props.pending}>
                {props.pending ? props.labels.pending : props.labels.submit}
              </Button>
            </div>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
