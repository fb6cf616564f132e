import definition from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { icon } from './icon';

export const SearchOutlined = /* @__PURE__ */ icon(definition);
