import { z } from 'zod';

/** How many files one application may carry (a CV and a handful of certificates). */
export const maxAttachmentsPerApplication = 10;

/** POST …/attachments: attach one of my stored files (My Files) to my application. */
export const attachFileInput = z.object({
  fileId: z.uuid('validation.fileRequired'),
});
export type AttachFileInput = z.infer<typeof attachFileInput>;

/** A file attached to an application, as both its applicant and its restaurant see it. */
export interface ApplicationAttachment {
  fileId: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  attachedAt: string;
  /** GET: the file's bytes (the restaurant may read it because it is attached). */
  downloadUrl: string;
}

export interface ApplicationAttachmentsAnswer {
  items: ApplicationAttachment[];
  /** Whether the viewer may attach and detach (the applicant, while not withdrawn). */
  canEdit: boolean;
}
