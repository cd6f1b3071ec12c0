-- CreateTable
CREATE TABLE "body_map_illustrations" (
    "spec" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "png" BYTEA,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rendered_at" TIMESTAMPTZ(3),

    CONSTRAINT "body_map_illustrations_pkey" PRIMARY KEY ("spec")
);
