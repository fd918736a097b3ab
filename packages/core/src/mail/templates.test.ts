import { describe, expect, it } from "vitest";
import { renderMail } from "./templates";

describe("mail templates", () => {
  it("puts the link into the HTML and the text part of every template", () => {
    const url = "https://app.example/x?token=t1";
    const mails = [
      renderMail({ template: "magic-link", data: { url, minutes: 15 } }),
      renderMail({ template: "password-reset", data: { url, minutes: 60 } }),
      renderMail({
        template: "invitation",
        data: { url, workspaceName: "Acme", inviterName: "Olive", days: 14 },
      }),
    ];
    for (const m of mails) {
      expect(m.html).toContain('href="https://app.example/x?token=t1"');
      expect(m.text).toContain(url);
    }
    expect(mails.map((m) => m.subject)).toEqual([
      "Your Tierline sign-in link",
      "Reset your Tierline password",
      "You are invited to Acme on Tierline",
    ]);
    expect(mails[0]!.text).toContain("expires in 15 minutes");
    expect(mails[2]!.text).toContain("expires in 14 days");
  });

  it("escapes names in HTML", () => {
    const m = renderMail({
      template: "invitation",
      data: { url: "https://a.example/", workspaceName: "<b>Evil</b>", inviterName: "O'Neil", days: 14 },
    });
    expect(m.html).toContain("&lt;b&gt;Evil&lt;/b&gt;");
    expect(m.html).not.toContain("<b>Evil</b>");
    expect(m.html).toContain("O&#39;Neil");
  });

  it("a vendor invitation carries the customer, the inviter's message (escaped) and says when it is a reminder", () => {
    const data = {
      url: "https://a.example/vendor-invite/c1",
      customerName: "Acme",
      inviterName: "Olive",
      message: "Please <answer> by Friday",
      days: 14,
      reminder: 0,
    };
    const first = renderMail({ template: "vendor-invitation", data });
    expect(first.subject).toBe("Acme invites you to share your compliance information");
    expect(first.text).toContain("Their message: Please <answer> by Friday");
    expect(first.html).toContain("Please &lt;answer&gt; by Friday");
    expect(first.text).toContain("expires in 14 days");
    const reminder = renderMail({
      template: "vendor-invitation",
      data: { ...data, message: null, reminder: 2 },
    });
    expect(reminder.subject).toBe("Reminder: Acme invites you to share your compliance information");
    expect(reminder.text).not.toContain("Their message");
  });
});

describe("the questionnaire-submitted mail", () => {
  it("names the vendor, says what is flagged and links to its profile, escaped in HTML", () => {
    const url = "https://app.example/vendors/1?tab=risk";
    const m = renderMail({
      template: "questionnaire-submitted",
      data: { url, vendorName: "Acme <Textiles>", summary: "1 flagged answer: Evidence missing." },
    });
    expect(m.subject).toBe("UFLPA questionnaire submitted: Acme <Textiles>");
    expect(m.text).toContain("1 flagged answer: Evidence missing.");
    expect(m.text).toContain(url);
    expect(m.html).toContain("Acme &lt;Textiles&gt;");
    expect(m.html).not.toContain("<Textiles>");
  });
});
