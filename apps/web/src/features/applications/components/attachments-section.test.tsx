// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type {
  ApplicationAttachment,
  ApplicationAttachmentsAnswer,
} from '@brigade/shared/applications/application-attachments';
import type { Page } from '@brigade/shared/jobs/job-answers';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import { apiPaths } from '@brigade/shared/routes';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { AttachmentsSection } from './attachments-section.tsx';

const texts = en.applications.attachments;
const applicationId = '0b6c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d';
const fileId = '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e8f';

const storedFile: StoredFileView = {
  id: fileId,
  userId: 'me',
  fileName: 'cv.pdf',
  fileType: 'application/pdf',
  fileSize: 2048,
  uploadDate: '2026-03-01T10:00:00.000Z',
  lastModified: '2026-03-01T10:00:00.000Z',
  description: '',
  category: '',
  isPublic: false,
  uploadedBy: 'me',
  uploaderName: 'Ana Cook',
  tags: [],
  sharedWith: [],
  permissions: [],
  sharedPeople: [],
  folder: 'documents',
  path: 'documents/1-cv.pdf',
  url: `/api/files/${fileId}/download`,
  canWrite: true,
  canDelete: true,
  canShare: true,
  canPublish: true,
  isOwner: true,
};
const attached: ApplicationAttachment = {
  fileId,
  fileName: 'cv.pdf',
  fileType: 'application/pdf',
  fileSize: 2048,
  attachedAt: '2026-03-02T10:00:00.000Z',
  downloadUrl: `/api/files/${fileId}/download`,
};

/** The application's attachments and my files (My Files), as the API answers them. */
function serve(attachments: ApplicationAttachmentsAnswer, myFiles: StoredFileView[]) {
  const files: Page<StoredFileView> = {
    items: myFiles,
    page: 1,
    pageSize: 100,
    total: myFiles.length,
  };
  fakeApi((request) => {
    if (request === `GET ${apiPaths.applicationAttachments(applicationId)}`) {
      return { status: 200, json: attachments };
    }
    if (request.startsWith(`GET ${apiPaths.files.mine}?`)) return { status: 200, json: files };
    return { status: 404 };
  });
}

describe('AttachmentsSection: why there is nothing to attach, said once', () => {
  setUpComponentTests();

  it('with nothing attached and no files at all, says so without claiming all are attached', async () => {
    serve({ items: [], canEdit: true }, []);
    renderWithProviders(<AttachmentsSection applicationId={applicationId} />);
    expect(await screen.findByText(texts.noFilesYet)).toBeTruthy();
    expect(screen.getByText(texts.emptyMine)).toBeTruthy();
    expect(screen.queryByText(texts.allAttached)).toBeNull();
    expect(screen.getByRole('link', { name: texts.openMyFiles })).toBeTruthy();
  });

  it('with every file attached, lists it and says all are attached, not that none is', async () => {
    serve({ items: [attached], canEdit: true }, [storedFile]);
    renderWithProviders(<AttachmentsSection applicationId={applicationId} />);
    expect(await screen.findByText(texts.allAttached)).toBeTruthy();
    expect(screen.getByText('cv.pdf')).toBeTruthy();
    expect(screen.queryByText(texts.emptyMine)).toBeNull();
    expect(screen.queryByText(texts.noFilesYet)).toBeNull();
  });

  it('with a file left to attach, offers it and says neither', async () => {
    serve({ items: [], canEdit: true }, [storedFile]);
    renderWithProviders(<AttachmentsSection applicationId={applicationId} />);
    expect(await screen.findByRole('option', { name: 'cv.pdf' })).toBeTruthy();
    expect(screen.queryByText(texts.allAttached)).toBeNull();
    expect(screen.queryByText(texts.noFilesYet)).toBeNull();
  });

  it('the restaurant reads only that no file is attached', async () => {
    serve({ items: [], canEdit: false }, []);
    renderWithProviders(<AttachmentsSection applicationId={applicationId} />);
    expect(await screen.findByText(texts.empty)).toBeTruthy();
    expect(screen.queryByText(texts.noFilesYet)).toBeNull();
    expect(screen.queryByRole('link', { name: texts.openMyFiles })).toBeNull();
  });
});
