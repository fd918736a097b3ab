export { ProductSupplyStreams } from "./product-supply-streams";
export { VendorSupplyStreamsPanel } from "./vendor-supply-streams-panel";
