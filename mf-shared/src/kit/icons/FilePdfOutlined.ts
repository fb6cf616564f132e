import definition from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { icon } from './icon';

export const FilePdfOutlined = /* @__PURE__ */ icon(definition);
