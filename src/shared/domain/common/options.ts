/** Option lists of spec section 9, shared by every form that offers them. */
export interface Option {
  value: string;
  label: string;
}

const same = (values: readonly string[]): readonly Option[] => values.map((value) => ({ value, label: value }));

export const genderOptions = same(['Male', 'Female', 'Other']);
export const communityOptions = same(['SC', 'ST', 'MBC/DNC', 'BC', 'OBC', 'OC']);
export const yesNoOptions = same(['No', 'Yes']);
