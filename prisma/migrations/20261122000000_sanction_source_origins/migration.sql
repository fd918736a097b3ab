-- AlterTable
ALTER TABLE "sanction_sources" ADD COLUMN     "origins" TEXT[] DEFAULT ARRAY[]::TEXT[];
