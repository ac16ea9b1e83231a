import { describe, expect, it } from "vitest";
import hotelsEn from "./copy/hotels/en.json";
import { homeHotelOffersIn, homeHotelTexts, hotelOffersIn, hotelRegionsIn } from "./hotel-offers.ts";

const dealLabelsEn = hotelsEn.labels;
const hotelOffers = hotelOffersIn(hotelsEn);
const homeHotelOffers = homeHotelOffersIn(hotelsEn);
const hotelRegions = hotelRegionsIn(hotelsEn);

const byId = (id: string) => hotelOffers.find((h) => h.id === id);

describe("hotel offers", () => {
  it("word each offer's figures in English, offer line and label", () => {
    expect(byId("caribbean-bay")).toMatchObject({ offer: "Stay 4 nights, pay for 3", label: "Stay 4 for 3" });
    expect(byId("new-york-park")).toMatchObject({ offer: "Stay 3 nights, pay for 2", label: "Stay 3 for 2" });
    expect(byId("alpine-chalet")).toMatchObject({ offer: "Stay 7 nights, pay for 6", label: "Stay 7 for 6" });
    expect(byId("miami-beach")).toMatchObject({
      offer: "Save up to 25% on ocean-view suites",
      label: "Up to 25% off",
    });
    expect(byId("marrakech-garden")).toMatchObject({
      offer: "Save up to 30% on riad stays",
      label: "Up to 30% off",
    });
    expect(byId("lake-como")).toMatchObject({ offer: "Save 15% on selected dates", label: "15% off" });
    expect(byId("kyoto-garden")).toMatchObject({
      offer: "A private tea ceremony with every stay of 3 nights",
      label: "Exclusive experience",
    });
    expect(byId("london-mayfair")?.label).toBe("Members' welcome");
  });

  it("give the specification's examples: stay 3 for 2, 4 for 3, 7 for 6, up to 25-30%", () => {
    const labels = hotelOffers.map((h) => h.label);
    for (const label of ["Stay 3 for 2", "Stay 4 for 3", "Stay 7 for 6", "Up to 25% off", "Up to 30% off"])
      expect(labels).toContain(label);
  });

  it("on the home page include up to 25% and 15% savings", () => {
    const labels = homeHotelOffers.map((h) => h.label);
    expect(labels).toContain("Up to 25% off");
    expect(labels).toContain("15% off");
  });

  it("leave no placeholder unfilled", () => {
    for (const hotel of hotelOffers) {
      expect(hotel.offer, hotel.id).not.toMatch(/[{}]/);
      expect(hotel.label, hotel.id).not.toMatch(/[{}]/);
    }
  });

  it("fill another language's templates with the same figures", () => {
    const texts = homeHotelTexts(
      { ...dealLabelsEn, nights: "{stay} nuits pour {pay}" },
      {
        "maldives-atoll": {
          location: "Atoll de Raa",
          offer: "{stay} nuits pour le prix de {pay}",
          details: "d",
          action: "a",
        },
      },
    );
    expect(texts).toEqual({
      "maldives-atoll": {
        location: "Atoll de Raa",
        offer: "7 nuits pour le prix de 5",
        details: "d",
        label: "7 nuits pour 5",
        action: "a",
      },
    });
    expect(() =>
      homeHotelTexts(dealLabelsEn, { nowhere: { location: "", offer: "", details: "", action: "" } }),
    ).toThrow(/nowhere/);
  });

  it("are built from the copy: the regions in the English copy's words", () => {
    expect(hotelRegions.map((r) => r.name)).toEqual([
      "USA, Caribbean & South America",
      "Europe",
      "Africa & Middle East",
      "Asia & Indian Ocean",
    ]);
    expect(byId("caribbean-bay")).toMatchObject({
      location: "Virgin Gorda, British Virgin Islands",
      details: "Valid for stays until 15 December 2027",
      actionText: "View offer",
    });
  });

  it("word the nights by the language's plural rules", () => {
    const words = {
      ...hotelsEn,
      offers: {
        ...hotelsEn.offers,
        "kyoto-garden": {
          ...hotelsEn.offers["kyoto-garden"],
          offer: "{nights, plural, one {# nuit} other {# nuits}}",
        },
      },
    };
    expect(hotelOffersIn(words, "fr").find((h) => h.id === "kyoto-garden")?.offer).toBe("3 nuits");
    expect(() => hotelOffersIn({ labels: dealLabelsEn, offers: {} })).toThrow(/caribbean-bay/);
  });
});
