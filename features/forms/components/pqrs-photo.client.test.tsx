import { describe, expect, it } from 'vitest';
import { messagesFor, render, screen, userEvent } from '@/tests/render';
import type { FormLabels } from './labels';
import { PqrsForm } from './pqrs-form.client';

/*
 * HEIC: the server cannot decode HEIC, so the form neither advertises it (accept, hint)
 * nor sends it: a HEIC photo is refused at once with a message naming the accepted formats.
 */
function showPhotoStep(locale: 'es' | 'en') {
  const L = messagesFor(locale).forms as unknown as FormLabels;
  // A draft on the last step (restored after a reload) puts the photo field on screen.
  window.sessionStorage.setItem('eldorado.forms.pqrs.draft', JSON.stringify({ values: {}, step: 2 }));
  render(
    <PqrsForm
      labels={L}
      locale={locale}
      apiBase="http://localhost/api"
      captcha={null}
      today="2026-11-25"
      termsHref="/t"
    />,
  );
  return L;
}

const heic = () =>
  new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70])], 'IMG_0001.HEIC', { type: 'image/heic' });

describe('PqrsForm photo', () => {
  it('advertises JPEG, PNG and WebP only', async () => {
    const L = showPhotoStep('es');
    const input = await screen.findByLabelText(new RegExp(L.pqrs.photo));
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByText(/Opcional\. JPEG, PNG o WebP, hasta 5 MB\./)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/HEIC/);
  });

  it('refuses a HEIC photo at once, naming the accepted formats (es and en)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const L = showPhotoStep('es');
    const input = (await screen.findByLabelText(new RegExp(L.pqrs.photo))) as HTMLInputElement;
    await user.upload(input, heic());
    expect(screen.getByText(L.errors.photo.heicUnsupported)).toBeInTheDocument();
    expect(L.errors.photo.heicUnsupported).toMatch(/JPEG, PNG o WebP/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.value).toBe('');
  });

  it('refuses a HEIC photo in English too, and any other declared type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const L = showPhotoStep('en');
    const input = (await screen.findByLabelText(new RegExp(L.pqrs.photo))) as HTMLInputElement;
    // Renamed but still declared as HEIF.
    await user.upload(input, new File([new Uint8Array(8)], 'photo.jpg', { type: 'image/heif' }));
    expect(screen.getByText(/^We cannot accept HEIC photos .*JPEG, PNG or WebP/)).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(8)], 'scan.gif', { type: 'image/gif' }));
    expect(screen.getByText('The photo must be a JPEG, PNG or WebP image.')).toBeInTheDocument();
  });
});
