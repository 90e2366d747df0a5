import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { pictureFileTypes } from '@brigade/shared/files/upload-rules';
import { preloadToaster } from '../../../components/toast/load-toaster.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FileChoiceButton } from '../../../components/ui/file-choice-button.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useCheckedFileChoice } from '../../../lib/use-checked-file-choice.ts';
import { useSession } from '../../session/index.ts';
import { useRemoveProfilePicture } from '../api/remove-profile-picture.ts';
import { useUploadProfilePicture } from '../api/upload-profile-picture.ts';

/**
 * The signed-in user's profile picture (spec section 7): the current photo or their initials, a
 * file input that checks the spec's upload rules before anything is sent, upload progress in
 * percent, and Remove. It saves on its own (not with a surrounding form's Save) and updates the
 * session, so the header's avatar changes at once.
 *
 * Its texts are the `profilePicture` namespace: a page that shows it should preload that with its
 * own; if it does not, this field waits for them on its own, without suspending the whole page.
 */
export function ProfilePictureField() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-40" />}>
      <PictureField />
    </Suspense>
  );
}

function PictureField() {
  const { t } = useTranslation('profilePicture');
  const session = useSession();
  const upload = useUploadProfilePicture();
  const removal = useRemoveProfilePicture();
  const [preview, setPreview] = useState<string | null>(null);
  const id = useId();

  // Failures are toasts: have the toaster's code ready, even if the network goes.
  useEffect(() => preloadToaster(), []);
  // A preview's object URL holds the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const { errorKey, clearError, onChoose, fail } = useCheckedFileChoice(
    pictureFileTypes,
    t,
    (file, report) => {
      setPreview(URL.createObjectURL(file));
      upload.mutate(file, {
        onSuccess: () =>
          toast({
            title: t('profilePicture.uploaded.title'),
            description: t('profilePicture.uploaded.description'),
          }),
        onError: (error) => report('profilePicture.uploadFailed', error),
        onSettled: () => setPreview(null),
      });
    },
  );

  if (session.status !== 'signed-in') return null;
  const { user } = session;
  const busy = upload.isPending || removal.isPending;

  const onRemove = () => {
    clearError();
    removal.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('profilePicture.removed.title'),
          description: t('profilePicture.removed.description'),
        }),
      onError: (error) => fail('profilePicture.removeFailed', error),
    });
  };

  const hasPhoto = user.photoURL !== null;
  return (
    <fieldset aria-busy={busy} className="grid gap-4">
      <legend className="mb-4 text-xl font-semibold">{t('profilePicture.title')}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <UserAvatar
          photoURL={preview ?? user.photoURL}
          initial={Array.from(user.firstName || user.email)[0] ?? ''}
          alt={t('profilePicture.current')}
          className="size-24 text-3xl"
        />
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap gap-2">
            <FileChoiceButton
              accept={pictureFileTypes.join(',')}
              disabled={busy}
              onChoose={onChoose}
              describedBy={`${id}-hint ${id}-error`}
            >
              {hasPhoto ? t('profilePicture.change') : t('profilePicture.upload')}
            </FileChoiceButton>
            {hasPhoto ? (
              <Button variant="ghost" disabled={busy} onClick={onRemove}>
                {t('profilePicture.remove')}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t('profilePicture.hint')}
          </p>
          {upload.progress !== null ? (
            <div className="grid gap-1">
              <progress
                max={100}
                value={upload.progress}
                aria-label={t('profilePicture.progress')}
                className="h-2 w-full max-w-xs accent-primary"
              />
              <p className="text-sm">
                {t('profilePicture.uploading', { percent: upload.progress })}
              </p>
            </div>
          ) : null}
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {errorKey ? t(errorKey) : null}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
