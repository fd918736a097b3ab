-- Contacts the vendor gave through its compliance section, told apart from the customer's own so that
-- terminating the whole relationship deletes only the vendor's. Rows already there count as the customer's (no release had the vendor's route).
ALTER TABLE "contacts" ADD COLUMN "from_vendor" BOOLEAN NOT NULL DEFAULT false;
