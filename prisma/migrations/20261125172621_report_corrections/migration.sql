-- CreateTable
CREATE TABLE "report_corrections" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "report_id" UUID NOT NULL,
    "parameter_index" INTEGER NOT NULL,
    "field" TEXT NOT NULL,
    "before" TEXT NOT NULL,
    "after" TEXT NOT NULL,
    "user_id" UUID,
    "author" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "report_corrections_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "report_corrections_account_id_report_id_created_at_idx" ON "report_corrections"("account_id", "report_id", "created_at");

-- AddForeignKey
ALTER TABLE "report_corrections" ADD CONSTRAINT "report_corrections_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "saved_reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;
