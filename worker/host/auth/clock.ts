// The host's idea of "now" for e-mail codes and verifications. Tests move it with
// vi.spyOn(clock, "now") instead of waiting; production never touches it.
export const clock = {
  now: (): number => Date.now(),
};

export const nowSeconds = (): number => Math.floor(clock.now() / 1000);
