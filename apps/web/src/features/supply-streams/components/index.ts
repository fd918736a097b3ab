export { ProductSupplyStreams } from "./product-supply-streams";
export { SupplyStreamSelect } from "./supply-stream-select";
export { VendorSupplyStreamsPanel } from "./vendor-supply-streams-panel";
