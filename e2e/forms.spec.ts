import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { collectPageErrors, axeViolations, E2E_DATA_DIR, holdChunks } from './support/site';

/**
 * Forms: the PQRS journey through its three steps with a photo, the validation pass,
 * contact, the newsletter with the confirmation link read from the mail outbox, a data-deletion
 * request, and the reset-password page. axe runs on every step. Embedded providers: captcha off,
 * mail appended to DATA_DIR/outbox/mail.jsonl.
 */

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

function mailsTo(address: string): Array<{ to: string; subject: string; text: string; kind: string }> {
  try {
    return readFileSync(path.join(E2E_DATA_DIR, 'outbox', 'mail.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((m) => m.to === address);
  } catch {
    return [];
  }
}

async function photoFile(): Promise<string> {
  const file = path.join(tmpdir(), `pqrs-${process.pid}.jpg`);
  writeFileSync(
    file,
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0b57d0' } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

test.describe('PQRS', () => {
  test('es: every step, Back keeps what was typed, a reload restores the draft, a photo, success with filing number', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const email = `pqrs-${Date.now()}@example.com`;
    await page.goto('/contacto#pqrs');
    const form = page.getByRole('form', { name: 'Formulario PQRS' });
    await expect(page.getByRole('heading', { level: 2, name: 'PQRS' })).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel('Tipo de solicitud').selectOption('Queja');
    await form.getByLabel('Tema').selectOption('Aerolineas');
    await form.getByLabel('Aerolínea').fill('Avianca');
    await form.getByLabel('Número de vuelo').fill('AV9392');
    await form.getByRole('button', { name: 'Siguiente' }).click();

    await expect(form.getByRole('heading', { name: /Paso 2 de 3/ })).toBeFocused();
    await form.getByLabel('Nombre completo').fill('Ana Pérez');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Teléfono celular').fill('3001234567');
    await form.getByLabel('Fecha del suceso').fill('2026-11-21');
    await form.getByLabel('Hora del suceso').fill('14:30');
    await form.getByLabel('Comentario').fill('Mi maleta llegó dañada.');
    await expect(form.getByText('Te quedan 1977 caracteres')).toBeVisible();
    await expectNoAxeViolations(page);

    // Back keeps the values; a reload restores the draft and the step.
    await form.getByRole('button', { name: 'Atrás' }).click();
    await expect(form.getByLabel('Aerolínea')).toHaveValue('Avianca');
    await form.getByRole('button', { name: 'Siguiente' }).click();
    await expect(form.getByLabel('Nombre completo')).toHaveValue('Ana Pérez');
    await page.reload();
    await expect(page.getByText('Recuperamos lo que habías escrito.')).toBeVisible();
    await expect(form.getByLabel('Comentario')).toHaveValue('Mi maleta llegó dañada.');
    await form.getByRole('button', { name: 'Siguiente' }).click();

    await expect(form.getByRole('heading', { name: /Paso 3 de 3/ })).toBeFocused();
    await form.getByLabel(/^Foto/).setInputFiles(await photoFile());
    await expect(form.getByText('Resumen de tu solicitud')).toBeVisible();
    await expect(form.getByText('Mi maleta llegó dañada.', { exact: true })).toBeVisible();
    await form.getByLabel(/Acepto los términos/).check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Enviar' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Tu solicitud ha sido enviada con éxito' });
    await expect(success).toBeVisible();
    await expect(success).toContainText(/Número de radicado: PQRS-2026-\d{6}/);
    await expect(success).toContainText(/de 2026/);
    await expectNoAxeViolations(page);
    await expect.poll(() => mailsTo(email).map((m) => m.kind)).toEqual(['pqrs.receipt']);
    // The receipt gives the filing number, never what was typed (the flight, the comment): no relay.
    expect(mailsTo(email)[0]!.text).toMatch(/PQRS-2026-\d{6}/);
    expect(mailsTo(email)[0]!.text).not.toContain('AV9392');
    await page.getByRole('button', { name: 'Hacer una nueva solicitud' }).click();
    await expect(form.getByLabel('Tipo de solicitud')).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test('en: a compliment is thanked for the opinion (SPEC §8), not told a request was sent', async ({ page }) => {
    await page.goto('/en/contacto#pqrs');
    const form = page.getByRole('form', { name: 'PQRS form' });
    await form.getByLabel('Type of request').selectOption('Felicitacion');
    await form.getByLabel('Topic').selectOption('Otros');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: /Step 2 of 3/ })).toBeFocused();
    await form.getByLabel('Full name').fill('John Smith');
    await form.getByLabel('Email').fill(`compliment-${Date.now()}@example.com`);
    await form.getByLabel('Mobile phone').fill('3001234567');
    await form.getByLabel('Date it happened').fill('2026-11-21');
    await form.getByLabel('Time it happened').fill('09:15');
    await form.getByLabel('Comment').fill('The staff at belt 4 were wonderful.');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: /Step 3 of 3/ })).toBeFocused();
    await form.getByLabel(/I accept the terms/).check();
    await form.getByRole('button', { name: 'Send' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for sharing your opinion with us' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toContainText(/Filing number: PQRS-2026-\d{6}/);
    await expectNoAxeViolations(page);
  });

  test('es: validation shows every message, focus goes to the first invalid field', async ({ page }) => {
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Formulario PQRS' });
    await form.getByRole('button', { name: 'Siguiente' }).click();
    await expect(form.getByText('Selecciona el tipo de solicitud')).toBeVisible();
    await expect(form.getByText('Selecciona el tema')).toBeVisible();
    await expect(form.getByLabel('Tipo de solicitud')).toBeFocused();
    await form.getByLabel('Tipo de solicitud').selectOption('Peticion');
    await form.getByLabel('Tema').selectOption('Servicios Aeroportuarios');
    await form.getByRole('button', { name: 'Siguiente' }).click();
    await expect(form.getByText('Selecciona el servicio aeroportuario')).toBeVisible();
    await form.getByLabel('Servicio aeroportuario').selectOption('wifi');
    await form.getByRole('button', { name: 'Siguiente' }).click();
    await form.getByRole('button', { name: 'Siguiente' }).click();
    for (const text of [
      'Ingresa el nombre',
      'Ingresa un correo electrónico',
      'Ingresa el celular',
      'Ingresa la fecha del suceso',
      'Ingresa la hora del suceso',
      'Ingresa un comentario',
    ])
      await expect(form.getByText(text)).toBeVisible();
    await expect(form.getByLabel('Nombre completo')).toBeFocused();
    await expect(form.getByLabel('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });
});

test('contact (en): SPEC messages, then success', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/contacto#contacto');
  const section = page.locator('section#contacto');
  await section.getByRole('button', { name: 'Send' }).click();
  for (const text of [
    'Enter your name',
    'Enter an email address',
    'Enter your mobile number',
    'Enter the subject',
    'Enter a comment',
    'You must accept the terms',
  ])
    await expect(section.getByText(text)).toBeVisible();
  // The error state: every message tied to its field, nothing axe can fault.
  await expect(section.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('heading', { name: 'Dora, virtual assistant on WhatsApp' })).toBeVisible();
  // The number is written once (the doraWhatsapp fact): the card links to it and to the page about Dora.
  await expect(page.getByRole('link', { name: 'Message Dora on WhatsApp (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://wa.me/573153333000',
  );
  await expect(page.getByRole('link', { name: 'How to talk to Dora' })).toHaveAttribute('href', '/en/dora');
  await expect(page.getByText('Free internet')).toBeVisible();
  await section.getByLabel('Full name').fill('John Smith');
  await section.getByLabel('Email').fill(`contact-${Date.now()}@example.com`);
  await section.getByLabel('Mobile').fill('+1 202 555 0143');
  await section.getByLabel('Subject').fill('Lost umbrella');
  await section.getByLabel('Comment').fill('I left it at gate 12.');
  await section.getByLabel(/I accept the terms/).check();
  await section.getByRole('button', { name: 'Send' }).click();
  await expect(section.getByText('Your request has been sent successfully')).toBeVisible();
  await expect(section.getByText('Your request has been sent successfully')).toBeFocused();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

/**
 * Before a form's code has run, its Send button must neither lose what was typed nor put it in the URL (a native
 * submission of a form without action): the submission waits and is replayed once the form has hydrated
 * (components/layout/submit-guard.tsx).
 */
for (const { locale, path, send, name, emailError } of [
  {
    locale: 'es',
    path: '/contacto',
    send: 'Enviar',
    name: 'Nombre completo',
    emailError: 'Ingresa un correo electrónico',
  },
  { locale: 'en', path: '/en/contacto', send: 'Send', name: 'Full name', emailError: 'Enter an email address' },
]) {
  test(`contact (${locale}): Send before the page's code has run is kept and replayed, nothing typed is lost`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const release = await holdChunks(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const section = page.locator('section#contacto');
    await section.getByLabel(name).fill('Ana Pérez');
    await section.getByRole('button', { name: send }).click();
    await expect(section.locator('form[data-submit-pending]')).toHaveCount(1);
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(section.getByText(emailError)).toBeVisible({ timeout: 30_000 });
    await expect(section.getByLabel(name)).toHaveValue('Ana Pérez');
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });
}

test('sustainability contact (es): the topic preset, the same pipeline, its own inbox', async ({ page }) => {
  const errors = collectPageErrors(page);
  const email = `sostenible-${Date.now()}@example.com`;
  await page.goto('/eldorado-sostenible/contacto');
  const section = page.locator('section#contacto');
  await expect(section.getByRole('heading', { name: 'Escribe al equipo de El Dorado Sostenible' })).toBeVisible();
  await expect(section.getByLabel('Asunto')).toHaveValue('Consulta El Dorado Sostenible');
  await section.getByRole('button', { name: 'Enviar' }).click();
  for (const text of [
    'Ingresa el nombre',
    'Ingresa un correo electrónico',
    'Ingresa el celular',
    'Ingresa un comentario',
    'Debe aceptar los terminos',
  ])
    await expect(section.getByText(text)).toBeVisible();
  await expect(section.getByLabel('Nombre completo')).toBeFocused();
  await section.getByLabel('Nombre completo').fill('Ana Pérez');
  await section.getByLabel('Correo electrónico').fill(email);
  await section.getByLabel('Celular').fill('3001234567');
  await section.getByLabel('Comentario').fill('¿Cómo reciclan los residuos de la terminal?');
  await section.getByLabel(/Acepto los términos/).check();
  await section.getByRole('button', { name: 'Enviar' }).click();
  await expect(section.getByText('La solicitud ha sido enviada correctamente')).toBeVisible();
  await expectNoAxeViolations(page);
  // The visitor's copy, and the operator's copy to the sustainability inbox (not the general one).
  await expect.poll(() => mailsTo(email).map((m) => m.kind)).toEqual(['contact.receipt']);
  const operator = () =>
    mailsTo('sostenibilidad@eldorado.aero')
      .filter((m) => m.text.includes(email))
      .map((m) => m.kind);
  await expect.poll(operator).toEqual(['contact.sustainability.operator']);
  expect(mailsTo('contacto@eldorado.aero').filter((m) => m.text.includes(email))).toEqual([]);
  expect(errors).toEqual([]);
});

test('newsletter: from the footer, double opt-in through the link in the mail outbox', async ({ page }) => {
  const email = `news-${Date.now()}@example.com`;
  await page.goto('/eliminacion-datos');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Suscribirme al boletín' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suscríbete a nuestro boletín' });
  await expect(dialog.getByLabel('Nombre completo')).toBeFocused();
  await dialog.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(dialog.getByText('Debe aceptar los terminos')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Nombre completo').fill('Ana Pérez');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel(/Acepto los términos/).check();
  await dialog.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(dialog.getByText(/Te enviamos un correo para confirmar/)).toBeVisible();

  await expect.poll(() => mailsTo(email).length).toBe(1);
  const link = /(http\S+\/auth\/accountValidation\/[\w-]+)/.exec(mailsTo(email)[0]!.text)![1]!;
  const target = new URL(link).pathname;
  await page.goto(target);
  await expect(page.getByRole('heading', { name: '¡Suscripción confirmada!' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(target);
  await expect(page.getByRole('heading', { name: 'Este enlace ya fue usado' })).toBeVisible();
  await page.goto('/fr/auth/accountValidation/not-a-real-token-at-all-000000');
  await expect(page.getByRole('heading', { name: 'Lien non valide' })).toBeVisible();
});

test('newsletter (en): the unsubscribe link read from the mail outbox ends the subscription', async ({ page }) => {
  const errors = collectPageErrors(page);
  const email = `unsubscribe-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/v2/newsletter', {
    data: { fullName: 'John Smith', email, consent: true },
    headers: { 'Accept-Language': 'en', 'Idempotency-Key': `e2e-unsubscribe-${Date.now()}` },
  });
  expect(signUp.status()).toBe(202);
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const [mail] = mailsTo(email);
  expect(mail!.subject).toBe('Confirm your subscription to the El Dorado newsletter');
  const links = [...mail!.text.matchAll(/https?:\/\/\S+\/auth\/accountValidation\/[\w-]+(\?action=unsubscribe)?/g)].map(
    (match) => new URL(match[0]),
  );
  const unsubscribe = links.find((link) => link.search === '?action=unsubscribe')!;
  const confirm = links.find((link) => link.search === '')!;
  expect(unsubscribe && confirm).toBeTruthy();
  expect(unsubscribe.pathname).toMatch(/^\/en\/auth\/accountValidation\//);

  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(page.getByRole('heading', { name: 'You have unsubscribed' })).toBeVisible();
  await expect(page.getByText('You will no longer receive the newsletter.')).toBeVisible();
  await expectNoAxeViolations(page);
  // The confirmation link of the same mail no longer subscribes anyone.
  await page.goto(confirm.pathname);
  await expect(page.getByRole('heading', { name: 'Invalid link' })).toBeVisible();
  // A made-up unsubscribe token gets a clear page too.
  await page.goto('/en/auth/accountValidation/not-a-real-token-at-all-000000?action=unsubscribe');
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  expect(errors).toEqual([]);
});

/** The path and query of the confirmation link in the deletion request's receipt mailed to `address`. */
async function erasureLink(address: string): Promise<string> {
  await expect.poll(() => mailsTo(address).filter((m) => m.kind === 'data-request.receipt').length).toBe(1);
  const receipt = mailsTo(address).find((m) => m.kind === 'data-request.receipt')!;
  const url = new URL(/https?:\/\/\S+\/eliminacion-datos\/confirmar\?\S+/.exec(receipt.text)![0]);
  return `${url.pathname}${url.search}`;
}

test('data deletion (es): the request mails a link, its page erases nothing until confirmed, then says what was erased and kept', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const email = `erase-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/v2/newsletter', {
    data: { fullName: 'Ana Pérez', email, consent: true },
    headers: { 'Idempotency-Key': `e2e-erase-${Date.now()}` },
  });
  expect(signUp.status()).toBe(202);

  await page.goto('/eliminacion-datos');
  await page.getByLabel('¿Qué quieres hacer?').selectOption('delete');
  await page.getByLabel('Nombre completo').fill('Ana Pérez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Detalle de la solicitud').fill('Quiero que eliminen todos mis datos.');
  await page.getByLabel(/Acepto los términos/).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText(/^Recibimos tu solicitud\. Te enviamos un correo con un enlace para confirmar la eliminación/),
  ).toBeVisible();

  // Opening the link (as a mail scanner would) erases nothing: it asks.
  const link = await erasureLink(email);
  expect(link).toMatch(/^\/eliminacion-datos\/confirmar\?request=DATOS-2026-\d{6}&token=[\w-]{43}$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirma la eliminación de tus datos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar mis datos' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Eliminar mis datos' }).click();
  await expect(page.getByRole('heading', { name: 'Eliminamos tus datos personales' })).toBeVisible();
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('listitem').filter({ hasText: '1 suscripción al boletín' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lo que conservamos y por qué' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => mailsTo(email).map((m) => m.kind)).toContain('data-request.erased');

  // The link used again shows what was done and has no button; a made-up one erases nothing either.
  await page.reload();
  await expect(page.getByText(/Este enlace ya no elimina nada más/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar mis datos' })).toHaveCount(0);
  await page.goto(`/eliminacion-datos/confirmar?request=DATOS-2026-999999&token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Enlace no válido' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('data deletion request (pt), confirmed from the mailed link, and the reset-password page', async ({ page }) => {
  const email = `data-${Date.now()}@example.com`;
  await page.goto('/pt/eliminacion-datos');
  await page.getByLabel('O que você quer fazer?').selectOption('delete');
  await page.getByLabel('Nome completo').fill('Ana Pérez');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/Celular cadastrado/).fill('3001234567');
  await page.getByLabel('Detalhes da solicitação').fill('Quero excluir minha conta de táxi.');
  await page.getByLabel(/Aceito os termos/).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText(
      /^Recebemos sua solicitação\. Enviamos um e-mail com um link para confirmar a exclusão dos seus dados/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/Número de protocolo: DATOS-2026-\d{6}/)).toBeVisible();

  const link = await erasureLink(email);
  expect(link).toMatch(/^\/pt\/eliminacion-datos\/confirmar\?/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirme a exclusão dos seus dados' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir meus dados' }).click();
  await expect(page.getByRole('heading', { name: 'Excluímos seus dados pessoais' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'O que conservamos e por quê' })).toBeVisible();
  await expectNoAxeViolations(page);

  const response = await page.goto('/auth/resetpassword/abc123');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Este enlace no es válido o ya venció' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
  await expectNoAxeViolations(page);
});
