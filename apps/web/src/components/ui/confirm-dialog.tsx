import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { errorLink, errorMessageKey } from '../../lib/api-error.ts';
import { toastFailure } from '../../lib/error-toast.ts';
import { DialogActions } from './dialog-actions.tsx';
import { DialogPanel } from './dialog-panel.tsx';
import { FormAlert } from './form-alert.tsx';

interface ConfirmDialogProps {
  /** Used for the alert's id, so several dialogs on one page never share one. */
  id: string;
  title: string;
  description: ReactNode;
  dismissLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  /** Runs the confirmed action (a mutation's `mutateAsync`); a rejection is shown. */
  action: () => Promise<unknown>;
  /** After the action succeeded: say so, close, move on. */
  onDone: () => void;
  /** When set, a failure is also told in a destructive toast with this title. */
  failureTitle?: string;
  onOpenChange: (open: boolean) => void;
}

/**
 * An open confirmation dialog for one action: the question, then the buttons. While the action
 * runs the dialog stays and both buttons wait; a refusal is shown in the dialog (and in a toast
 * when `failureTitle` is given), so the user can try again or dismiss it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const [alertLink, setAlertLink] = useState<ReturnType<typeof errorLink>>(undefined);

  const confirm = async () => {
    setAlertKey(null);
    setPending(true);
    try {
      await props.action();
      props.onDone();
    } catch (error) {
      setAlertKey(errorMessageKey(error));
      setAlertLink(errorLink(error));
      if (props.failureTitle) toastFailure(t, props.failureTitle, error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(next) => !pending && props.onOpenChange(next)}>
      <DialogPanel title={props.title} description={props.description}>
        <div className="mt-5">
          <FormAlert
            id={`${props.id}-alert`}
            message={alertKey ? t(alertKey) : null}
            link={alertLink ? { to: alertLink.to, label: t(alertLink.labelKey) } : undefined}
          />
          <DialogActions
            dismissLabel={props.dismissLabel}
            confirmLabel={props.confirmLabel}
            pendingLabel={props.pendingLabel}
            pending={pending}
            onConfirm={() => void confirm()}
            destructive={props.destructive}
          />
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
