import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { MessageCircle } from 'lucide-react';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import type { ButtonVariant } from '../../../components/ui/button-variants.ts';
import { toastFailure } from '../../../lib/error-toast.ts';
import { useStartConversation } from '../api/start-conversation.ts';

interface MessageButtonProps {
  recipientId: string;
  /** The application the conversation is about, when there is one. */
  applicationId?: string;
  /** Who is messaged: part of the button's accessible name ("Message Ana García"). */
  recipientName: string;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * "Message": opens the conversation with someone (the existing one if there is one) and goes
 * to it; a refusal is told in a toast.
 */
export function MessageButton({
  recipientId,
  applicationId,
  recipientName,
  variant = 'outline',
  className,
}: MessageButtonProps) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const start = useStartConversation();
  return (
    <Button
      variant={variant}
      className={className}
      disabled={start.isPending}
      aria-label={t('messaging.start.labelFor', { name: recipientName })}
      onClick={() =>
        start.mutate(
          { recipientId, ...(applicationId ? { applicationId } : {}) },
          {
            onSuccess: (conversation) => void navigate(paths.conversation(conversation.id)),
            onError: (error) => toastFailure(t, t('messaging.start.error'), error),
          },
        )
      }
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('messaging.start.label')}
    </Button>
  );
}
