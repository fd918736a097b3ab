import { describe, expect, it } from "vitest";
import {
  deliveryTimeSlotSchema,
  deliveryTimeSlots,
  notificationSeverities,
  reviewFrequencies,
} from "./notification-enums";

describe("notification enums", () => {
  it("has the four severities", () => {
    expect(notificationSeverities).toEqual(["action_required", "high", "medium", "low"]);
  });
  it("has 24 hourly delivery slots from 00:00:00 to 23:00:00", () => {
    expect(deliveryTimeSlots).toHaveLength(24);
    expect(deliveryTimeSlots[0]).toBe("00:00:00");
    expect(deliveryTimeSlots[9]).toBe("09:00:00");
    expect(deliveryTimeSlots[23]).toBe("23:00:00");
    expect(deliveryTimeSlotSchema.safeParse("24:00:00").success).toBe(false);
    expect(deliveryTimeSlotSchema.safeParse("09:30:00").success).toBe(false);
  });
  it("has the review frequencies", () => {
    expect(reviewFrequencies).toEqual(["monthly", "quarterly", "bi_annually", "annually"]);
  });
});
