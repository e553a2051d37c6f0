import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { now } from '@/lib/clock';
import type { Database } from '@/lib/server/db';
import { outboxMessages, taxiOtpCodes } from '@/lib/server/db/schema';
import { taxiBookings, taxiUsers } from './db/schema';
import { signedInUser } from './auth';
import { anyFormOfPhone, smsRecipientsOf, storedPhoneOf, type TaxiPhoneNumber } from './phone';

/*
 * Erasure of a taxi passenger's personal data (Ley 1581 de 2012), used by the personal-data request
 * form: the phone must be proven by a valid taxi access token (OTP sign-in). The account, its tokens
 * and codes go; bookings stay for the operator's records without anything that identifies the person.
 * The outbox messages addressed to the person (their sign-in codes by SMS, their booking mails), sent or
 * not, go too: they hold the phone, the email and what was said to them. The data-request form enqueues
 * its receipt after the erasure, so the receipt of this very request is kept and sent.
 */

/** A taxi passenger's phone, canonical: `e164` (`+573001234567`), its calling code and national number. */
export type TaxiPhone = TaxiPhoneNumber;

/** The phone proven by the request's bearer token, or null. */
export async function verifiedTaxiPhone(request: Request, db: Database): Promise<TaxiPhone | null> {
  const user = await signedInUser(db, request);
  return user ? storedPhoneOf(user) : null;
}

/** Bogota-level precision (~1 km) is kept for statistics; the exact address is not. */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100;
export const ERASED_ADDRESS = '—';

/** Deletes the outbox messages to this phone (SMS, E.164 or the digits queued before it) or these addresses (mail). */
async function eraseOutboxMessages(db: Database, smsRecipients: string[], emails: string[]): Promise<number> {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const deleted = await db
    .delete(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.channel, 'sms'), inArray(outboxMessages.recipient, smsRecipients)),
        addresses.length
          ? and(eq(outboxMessages.channel, 'mail'), inArray(sql`lower(${outboxMessages.recipient})`, addresses))
          : undefined,
      ),
    )
    .returning({ id: outboxMessages.id });
  return deleted.length;
}

export async function eraseTaxiAccount(
  db: Database,
  phone: TaxiPhone,
): Promise<{ accountDeleted: boolean; bookingsAnonymised: number; outboxMessagesDeleted: number }> {
  // The phone in E.164, or as it was stored before the phone rule (docs/taxi.md "Phone numbers").
  const [user] = await db.select().from(taxiUsers).where(anyFormOfPhone(taxiUsers, phone));
  await db.delete(taxiOtpCodes).where(anyFormOfPhone(taxiOtpCodes, phone));
  const smsRecipient = smsRecipientsOf(phone);
  if (!user) {
    // No account (any more), but sign-in codes may have been sent to this proven phone.
    return {
      accountDeleted: false,
      bookingsAnonymised: 0,
      outboxMessagesDeleted: await eraseOutboxMessages(db, smsRecipient, []),
    };
  }

  const bookings = await db.select().from(taxiBookings).where(eq(taxiBookings.userId, user.id));
  const emails = [user.email, ...bookings.map((booking) => booking.customerEmail)].filter((email): email is string =>
    Boolean(email),
  );
  const outboxMessagesDeleted = await eraseOutboxMessages(db, smsRecipient, emails);
  for (const booking of bookings) {
    await db
      .update(taxiBookings)
      .set({
        userId: null,
        address: ERASED_ADDRESS,
        lat: roundCoordinate(booking.lat),
        lng: roundCoordinate(booking.lng),
        customerName: null,
        customerEmail: null,
      })
      .where(eq(taxiBookings.id, booking.id));
  }
  // Tokens go with the account (ON DELETE CASCADE).
  await db.delete(taxiUsers).where(eq(taxiUsers.id, user.id));
  return { accountDeleted: true, bookingsAnonymised: bookings.length, outboxMessagesDeleted };
}

/**
 * Erasure by a proven email address (the data-request confirmation link): the address is removed from the taxi
 * accounts and bookings that carry it, and nothing else. An account is keyed by its phone, and the address proves
 * nothing about the phone: the account itself (phone, name, bookings' addresses) is deleted only by
 * `eraseTaxiAccount`, with the phone proven by the taxi sign-in.
 */
export async function eraseTaxiEmail(
  db: Database,
  email: string,
): Promise<{ usersAnonymised: number; bookingsAnonymised: number }> {
  const address = email.trim().toLowerCase();
  const users = await db
    .update(taxiUsers)
    .set({ email: null, updatedAt: now() })
    .where(sql`lower(${taxiUsers.email}) = ${address}`)
    .returning({ id: taxiUsers.id });
  const bookings = await db
    .update(taxiBookings)
    .set({ customerEmail: null })
    .where(sql`lower(${taxiBookings.customerEmail}) = ${address}`)
    .returning({ id: taxiBookings.id });
  return { usersAnonymised: users.length, bookingsAnonymised: bookings.length };
}
