/**
 * The documents step of the employer's organisation page: the certificate named for the registration number,
 * uploaded through createVerificationUpload and sent with submitVerificationDocuments; pending says it waits;
 * a refusal shows the admin's reason and "Send again"; a recruiter reads where it stands; axe finds nothing.
 */
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentsStep } from '../../web/src/features/employer/verification/DocumentsStep';
import { fakeApi, ok } from './fake-api';
import { FakeXhr, pngFile, sentRequest } from './fake-xhr';
import { accessibilityProblems } from './privacy-fixtures';
import { renderWithProviders } from './render-app';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:certificate-preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

const KEY = 'uploads/organisations/AAAAAAAAAAAAAAA1/certificate/0b6c3c1e-4a8e-4a0e-9d7b-2a8f6b8f0c11.png';
const FORM = {
  url: 'https://uploads.example.com/earnlearn-uploads',
  fields: { key: KEY, 'Content-Type': 'image/png', Policy: 'e30=', 'X-Amz-Signature': 'f00d' },
  key: KEY,
  maxBytes: 2 * 1024 * 1024,
  contentType: 'image/png',
  expiresAt: '2026-11-25T10:05:00.000Z',
};
const base = { emailConfirmed: true, domainMatches: true };

describe('the documents step', () => {
  it('uploads the GST certificate and sends it for checking', async () => {
    sessionStorage.setItem('token', 'employer-token');
    const onSent = vi.fn();
    const api = fakeApi({
      createVerificationUpload: () => ok({ data: FORM }),
      submitVerificationDocuments: () =>
        ok({ verification: { ...base, documents: 'pending', submittedAt: '2026-11-25T10:00:00.000Z' } }),
    });
    const { user } = renderWithProviders(
      <DocumentsStep
        registrationKind="gstin"
        verification={{ ...base, documents: 'none' }}
        level="domainMatches"
        owner
        onSent={onSent}
      />,
    );
    expect(screen.getByText(/Send your GST registration certificate/)).toBeVisible();
    await user.upload(screen.getByLabelText('GST registration certificate file'), pngFile('gst.png'));
    const xhr = await sentRequest();
    act(() => xhr.respond(204));
    await user.click(await screen.findByRole('button', { name: 'Send for checking' }));
    await expect.poll(() => api.inputsOf('submitVerificationDocuments')).toEqual([{ certificate: KEY }]);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ documents: 'pending' }));
    expect(await accessibilityProblems()).toEqual([]);
  });

  it("shows the admin's reason after a refusal, with Send again", async () => {
    renderWithProviders(
      <DocumentsStep
        registrationKind="cin"
        verification={{ ...base, documents: 'refused', reason: 'The certificate is not readable.' }}
        level="domainMatches"
        owner
        onSent={() => {}}
      />,
    );
    expect(screen.getByText('Your documents were not accepted')).toBeVisible();
    expect(screen.getByText('The certificate is not readable.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeVisible();
    expect(screen.getByText('Certificate of incorporation')).toBeVisible();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('says the documents wait, and offers no upload to a recruiter', async () => {
    renderWithProviders(
      <DocumentsStep
        registrationKind="udyam"
        verification={{ ...base, documents: 'pending', submittedAt: '2026-11-25T10:00:00.000Z' }}
        level="domainMatches"
        owner={false}
        onSent={() => {}}
      />,
    );
    expect(screen.getByText(/Udyam registration certificate is waiting/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});
