import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';

interface FormFooterProps {
  alertId: string;
  /** The form's one message (already translated), or null. */
  message: string | null;
  pending: boolean;
  label: string;
  /** The label while the form is being sent ("Saving…"). */
  pendingLabel: string;
}

/**
 * The end of a form: its message area, then the submit button, busy while sending. One block, so
 * the empty message area adds no gap above the button.
 */
export function FormFooter({ alertId, message, pending, label, pendingLabel }: FormFooterProps) {
  return (
    <div>
      <FormAlert id={alertId} message={message} />
      <SubmitButton pending={pending}>{pending ? pendingLabel : label}</SubmitButton>
    </div>
  );
}
