import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../web/src/app/providers';
import { OtpStep } from '../../web/src/features/auth/steps/OtpStep';
import { fail, fakeApi, ok } from './fake-api';

beforeEach(() => {
  vi.useFakeTimers();
});

function renderOtpStep() {
  return render(
    <AppProviders>
      <OtpStep number="9876543210" setBusy={() => {}} onValidated={() => {}} onChangeNumber={() => {}} />
    </AppProviders>,
  );
}

function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('the OTP resend countdown', () => {
  it('counts down from 30 once a second', () => {
    renderOtpStep();
    expect(screen.getByText('Resend OTP in 30 seconds')).toBeInTheDocument();

    tick(1);
    expect(screen.getByText('Resend OTP in 29 seconds')).toBeInTheDocument();
    tick(29);
    expect(screen.getByText('Resend OTP in 0 seconds')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  });

  it('replaces the text with a Resend OTP button when it goes below zero', () => {
    renderOtpStep();

    tick(31);

    expect(screen.queryByText(/Resend OTP in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('hides the button, asks for a new code for the same number and counts down again', async () => {
    const api = fakeApi({ resendOTP: () => ok({ success: true }) });
    renderOtpStep();
    tick(31);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    });

    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 30 seconds')).toBeInTheDocument();
    expect(api.inputsOf('resendOTP')).toEqual([{ number: '9876543210' }]);
    tick(1);
    expect(screen.getByText('Resend OTP in 29 seconds')).toBeInTheDocument();
  });

  it("clears the 'OTP Validation Failed' line and the typed code once a new code is sent", async () => {
    fakeApi({ validateOTP: () => ok({ success: false }), resendOTP: () => ok({ success: true }) });
    renderOtpStep();
    const otp = screen.getByRole('textbox', { name: /^OTP/ });
    fireEvent.change(otp, { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'VALIDATE' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('OTP Validation Failed');
    tick(31);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    });

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('OTP Validation Failed')).not.toBeInTheDocument();
    expect(otp).toHaveValue('');
    expect(screen.queryByText('Please enter 6-digit OTP')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VALIDATE' })).toBeDisabled();
  });

  it("shows the server's message when a resend is refused (429)", async () => {
    fakeApi({ resendOTP: () => fail(429, 'Please wait 30 seconds before asking for a new code.') });
    renderOtpStep();
    tick(31);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please wait 30 seconds before asking for a new code.',
    );
  });

  it('shows no message when the resend cannot reach the server', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderOtpStep();
    tick(31);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    });

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
