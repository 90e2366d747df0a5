// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StoredFileView } from '@brigade/shared/files/stored-file';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { FileRow } from './file-row.tsx';

const file: StoredFileView = {
  id: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e8f',
  userId: 'owner',
  fileName: 'menu.pdf',
  fileType: 'application/pdf',
  fileSize: 2048,
  uploadDate: '2026-03-01T10:00:00.000Z',
  lastModified: '2026-03-01T10:00:00.000Z',
  description: '',
  category: '',
  isPublic: false,
  uploadedBy: 'owner',
  uploaderName: 'Olga Owner',
  tags: [],
  sharedWith: [],
  permissions: [],
  sharedPeople: [],
  folder: 'documents',
  path: 'documents/1-abc.pdf',
  url: '/api/files/6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e8f/download',
  canWrite: true,
  canDelete: true,
  canShare: true,
  canPublish: true,
  isOwner: true,
};
/** The same file as someone it is shared with, with `read` and `write`. */
const asWriter: StoredFileView = {
  ...file,
  isOwner: false,
  canDelete: false,
  canShare: false,
  canPublish: false,
};

function renderRow(view: StoredFileView) {
  renderWithProviders(
    <ul>
      <FileRow file={view} />
    </ul>,
  );
}

describe('FileRow', () => {
  setUpComponentTests();

  it('offers the owner sharing and, in the edit dialog, the public switch', async () => {
    renderRow(file);
    expect(screen.getByRole('button', { name: 'Share menu.pdf' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit details of menu.pdf' }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('checkbox', { name: 'Public' })).toBeTruthy();
  });

  it('offers someone with write access the details, but neither sharing nor publishing', async () => {
    const requests = fakeApi(() => ({ status: 200, json: asWriter }));
    renderRow(asWriter);
    expect(screen.queryByRole('button', { name: 'Share menu.pdf' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit details of menu.pdf' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('checkbox', { name: 'Public' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Summer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ description: 'Summer', category: '', tags: [] });
  });
});
