-- The outbox's claims carry a token: a worker writes a message's outcome only while the claim is still its own.
ALTER TABLE "outbox_messages" ADD COLUMN "claim_token" text;