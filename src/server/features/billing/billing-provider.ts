/**
 * The billing interface a payment provider can implement (DESIGN.md "Departures": upgrade to Pro
 * is still simulated). `simulated` confirms every upgrade at once without charging anything.
 */
export interface BillingProvider {
  name: string;
  /** Confirms payment for the plan; resolves when the company may be moved to it. */
  confirmUpgrade(request: {
    companyId: string;
    plan: 'pro';
    priceUsdPerMonth: number;
  }): Promise<{ reference: string }>;
}

export const simulatedBilling: BillingProvider = {
  name: 'simulated',
  async confirmUpgrade({ companyId }) {
    return { reference: `simulated-${companyId}-${Date.now()}` };
  },
};
