import definition from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import { icon } from './icon';

export const FileTextOutlined = /* @__PURE__ */ icon(definition);
