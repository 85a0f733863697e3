// How a person is addressed: 님 once (SPEC §2 writes '<이름>님'). A name a team already gives with its
// honorific ('최고참선배님', up to NAME_MAX characters) keeps it as it is, never '…님님'. Plain
// function, no schema: drawn pages take it without the contract's valibot objects.

/** '이달콤' → '이달콤님'; '최고참선배님' stays '최고참선배님'; an empty name stays empty. */
export const honorific = (name: string) => (name === "" || /님\s*$/.test(name) ? name : `${name}님`);
