-- CreateTable
CREATE TABLE "family_pedigrees" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "patient_id" UUID NOT NULL,
    "members" JSONB NOT NULL,
    "updated_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "family_pedigrees_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "family_pedigrees_patient_id_key" ON "family_pedigrees"("patient_id");

-- CreateIndex
CREATE INDEX "family_pedigrees_account_id_idx" ON "family_pedigrees"("account_id");

-- AddForeignKey
ALTER TABLE "family_pedigrees" ADD CONSTRAINT "family_pedigrees_patient_id_fkey" FOREIGN KEY ("patient_id") REFERENCES "patients"("id") ON DELETE CASCADE ON UPDATE CASCADE;
