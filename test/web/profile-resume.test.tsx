/**
 * /profile: the worker's PDF resume (decision 571): shown by its name and date, uploaded as a PDF told by its
 * bytes and kept at once with saveResume, replaced, deleted. Shared set-up: profile-fixtures.ts.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uploadMessages } from '#web/lib/upload';
import { FakeXhr, sentRequest } from './fake-xhr';
import { openProfile, PROFILE, profilePageHooks } from './profile-fixtures';

profilePageHooks();

const RESUME = {
  NAME: 'Asha Verma resume.pdf',
  UPLOADED_AT: '2026-12-01T06:30:00.000Z',
  LINK: 'https://uploads.example.com/documents/w1/resume/r-1.pdf?X-Amz-Signature=abc',
};

const resumeRegion = async () => screen.findByRole('region', { name: 'Resume' });

describe('/profile, the resume', () => {
  it('shows the kept resume by its name and date, with a link that opens it', async () => {
    openProfile({ profile: { ...PROFILE, RESUME } });
    const region = await resumeRegion();

    expect(within(region).getByRole('link', { name: /Asha Verma resume\.pdf/ })).toHaveAttribute(
      'href',
      RESUME.LINK,
    );
    expect(region).toHaveTextContent('Added on 1 Dec 2026');
    expect(within(region).getByRole('button', { name: 'Replace resume' })).toBeEnabled();
  });

  it('uploads a PDF with a form for a PDF and keeps it under the name it was chosen with', async () => {
    const { api } = openProfile();
    const region = await resumeRegion();
    expect(region).toHaveTextContent('No resume added yet.');

    fireEvent.change(within(region).getByLabelText('Resume PDF file'), {
      target: { files: [new File(['%PDF-1.7 my resume'], 'My CV.pdf', { type: 'application/pdf' })] },
    });
    (await sentRequest()).respond(204);

    await expect
      .poll(() => api.inputsOf('saveResume'))
      .toEqual([{ key: expect.any(String), fileName: 'My CV.pdf' }]);
    expect(api.inputsOf('createDocumentUpload')).toEqual([
      { document: 'resume', contentType: 'application/pdf' },
    ]);
  });

  it('refuses a file that is not a PDF, whatever its name, and sends nothing', async () => {
    const { api } = openProfile();
    const region = await resumeRegion();

    fireEvent.change(within(region).getByLabelText('Resume PDF file'), {
      target: {
        files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'cv.pdf', { type: 'application/pdf' })],
      },
    });

    expect(await within(region).findByRole('alert')).toHaveTextContent(uploadMessages.typePdf);
    expect(api.inputsOf('createDocumentUpload')).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('deletes the resume with an empty key', async () => {
    const { api, user } = openProfile({ profile: { ...PROFILE, RESUME } });
    const region = await resumeRegion();

    await user.click(within(region).getByRole('button', { name: 'Delete resume' }));

    await expect.poll(() => api.inputsOf('saveResume')).toEqual([{ key: '' }]);
  });
});
