-- CreateTable
CREATE TABLE "supplement_catalogue_versions" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "products" JSONB NOT NULL,
    "settings" JSONB NOT NULL,
    "summary" TEXT NOT NULL,
    "user_id" UUID,
    "author" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "supplement_catalogue_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "supplement_catalogue_versions_account_id_version_key" ON "supplement_catalogue_versions"("account_id", "version");
