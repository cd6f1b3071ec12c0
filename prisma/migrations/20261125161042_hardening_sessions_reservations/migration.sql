-- AlterTable
ALTER TABLE "users" ADD COLUMN     "disabled_at" TIMESTAMPTZ(3),
ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "credit_reservations" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "endpoint" TEXT NOT NULL,
    "request_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "credit_reservations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_failures" (
    "subject" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "failed_attempts" INTEGER NOT NULL DEFAULT 0,
    "first_failed_at" TIMESTAMPTZ(3) NOT NULL,
    "locked_until" TIMESTAMPTZ(3),

    CONSTRAINT "auth_failures_pkey" PRIMARY KEY ("subject","source")
);

-- CreateIndex
CREATE INDEX "credit_reservations_account_id_idx" ON "credit_reservations"("account_id");

-- CreateIndex
CREATE INDEX "credit_reservations_expires_at_idx" ON "credit_reservations"("expires_at");

-- CreateIndex
CREATE INDEX "auth_failures_first_failed_at_idx" ON "auth_failures"("first_failed_at");
