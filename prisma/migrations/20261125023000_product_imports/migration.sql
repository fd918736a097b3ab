-- Product import (issue 13): what the catalogue import gave a product, and the rejected/merged rows read in file order.
ALTER TABLE "products" ADD COLUMN "import_description" TEXT,
ADD COLUMN "import_category" TEXT;

CREATE INDEX "product_import_rows_import_id_outcome_row_number_idx" ON "product_import_rows"("import_id", "outcome", "row_number");
