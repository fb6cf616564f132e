import definition from '@ant-design/icons-svg/es/asn/UploadOutlined';
import { icon } from './icon';

export const UploadOutlined = /* @__PURE__ */ icon(definition);
