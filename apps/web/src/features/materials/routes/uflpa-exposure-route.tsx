import { PageHeader } from "../../../components/page-header";
import { UflpaExposure } from "../components/uflpa-exposure";

/** /products/uflpa-exposure: the catalogue's UFLPA high-priority inputs traced to products and vendors. */
export function UflpaExposureRoute() {
  return (
    <>
      <PageHeader
        title="UFLPA exposure"
        description="The high-priority inputs CBP names, the products whose materials are one of them, and the vendors at that stage of those products' supply streams."
      />
      <UflpaExposure />
    </>
  );
}
