export { ObjectTags, type ObjectTagsProps } from "./object-tags";
export { TagPicker, type TagPickerProps } from "./tag-picker";
