//! A [`Value`] as a `serde::Deserializer`: any derived `Deserialize` reads from it as from
//! serde_json's `Value` (enums externally tagged: `"Unit"` or `{"Variant": …}`; a struct
//! from an object or an array; every item of an array and every entry of an object must be
//! read, or the type refuses it).

use serde::de::value::StringDeserializer;
use serde::de::{self, DeserializeOwned, IntoDeserializer, Visitor};
use serde::forward_to_deserialize_any;

use super::error::Error;
use super::read::parse;
use super::value::{Map, Number, Value};

/// Reads `T` from a value.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, Error> {
    T::deserialize(value)
}

/// Reads `T` from JSON text (through a [`Value`]: one reader in the build).
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    from_value(parse(text)?)
}

fn key(k: String) -> StringDeserializer<Error> {
    k.into_deserializer()
}

/// Integer readers that read as `deserialize_u64` does.
macro_rules! integers_as_u64 {
    ($($read:ident),*) => {$(
        fn $read<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            self.deserialize_u64(visitor)
        }
    )*};
}

impl<'de> de::Deserializer<'de> for Value {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(b),
            Value::Number(Number::PosInt(n)) => visitor.visit_u64(n),
            Value::Number(Number::NegInt(n)) => visitor.visit_i64(n),
            Value::Number(Number::Float(f)) => visitor.visit_f64(f),
            Value::String(s) => visitor.visit_string(s),
            Value::Array(items) => seq(items, visitor),
            Value::Object(Map(entries)) => map(entries, visitor),
        }
    }

    /// A struct from an object only (a derived reader would also take an array of its
    /// fields; the app never wrote one), so no build holds the array path of every struct's
    /// reader.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self {
            Value::Object(Map(entries)) => map(entries, visitor),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Bool(b) => visitor.visit_bool(b),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Number(Number::PosInt(n)) => visitor.visit_u64(n),
            Value::Number(Number::NegInt(n)) => visitor.visit_i64(n),
            Value::Number(Number::Float(f)) => visitor.visit_f64(f),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    // Every integer is read as `deserialize_u64` reads it (its visitor refuses what does
    // not fit).
    integers_as_u64!(
        deserialize_u8,
        deserialize_u16,
        deserialize_u32,
        deserialize_i8,
        deserialize_i16,
        deserialize_i32,
        deserialize_i64
    );

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::String(s) => visitor.visit_string(s),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Null => visitor.visit_none(),
            v => visitor.visit_some(v),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match super::fields::tagged(self, "string or map")? {
            (name, None) => visitor.visit_enum(key(name)),
            (variant, Some(value)) => visitor.visit_enum(Variant { variant, value }),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    forward_to_deserialize_any! {
        i128 u128 f32 f64 char bytes byte_buf unit unit_struct seq tuple tuple_struct map
        identifier
    }
}

/// An array's items read by `visitor`, every one of them.
fn seq<'de, V: Visitor<'de>>(items: Vec<Value>, visitor: V) -> Result<V::Value, Error> {
    let len = items.len();
    let mut seq = Seq(items.into_iter());
    let out = visitor.visit_seq(&mut seq)?;
    match seq.0.len() {
        0 => Ok(out),
        _ => Err(de::Error::invalid_length(len, &"fewer elements in array")),
    }
}

/// An object's entries read by `visitor`, every one of them.
fn map<'de, V: Visitor<'de>>(entries: Vec<(String, Value)>, visitor: V) -> Result<V::Value, Error> {
    let len = entries.len();
    let mut map = Entries {
        iter: entries.into_iter(),
        value: None,
    };
    let out = visitor.visit_map(&mut map)?;
    match map.iter.len() {
        0 => Ok(out),
        _ => Err(de::Error::invalid_length(len, &"fewer elements in map")),
    }
}

/// An array's items being read.
struct Seq(std::vec::IntoIter<Value>);

impl<'de> de::SeqAccess<'de> for Seq {
    type Error = Error;

    fn next_element_seed<T: de::DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        self.0.next().map(|v| seed.deserialize(v)).transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// An object's entries being read; `value` is the one of the key just read.
struct Entries {
    iter: std::vec::IntoIter<(String, Value)>,
    value: Option<Value>,
}

impl<'de> de::MapAccess<'de> for Entries {
    type Error = Error;

    fn next_key_seed<K: de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        match self.iter.next() {
            Some((k, v)) => {
                self.value = Some(v);
                seed.deserialize(key(k)).map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<T: de::DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self.value.take().unwrap_or(Value::Null))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.len())
    }
}

/// An enum written as `{"variant": value}`.
struct Variant {
    variant: String,
    value: Value,
}

impl<'de> de::EnumAccess<'de> for Variant {
    type Error = Error;
    type Variant = Value;

    fn variant_seed<V: de::DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Value), Error> {
        Ok((seed.deserialize(key(self.variant))?, self.value))
    }
}

/// The value of an enum written as `{"variant": value}`.
impl<'de> de::VariantAccess<'de> for Value {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self {
            Value::Null => Ok(()),
            other => Err(de::Error::invalid_type(other.unexpected(), &"unit variant")),
        }
    }

    fn newtype_variant_seed<T: de::DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }

    /// A tuple variant from an array only, as serde writes one: no build holds the map path
    /// of every tuple variant's reader.
    fn tuple_variant<V: Visitor<'de>>(self, _: usize, visitor: V) -> Result<V::Value, Error> {
        match self {
            Value::Array(items) => seq(items, visitor),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }

    /// A struct variant from an object only, as serde writes one (as
    /// [`de::Deserializer::deserialize_struct`] reads a struct): no build holds the array
    /// path of every struct variant's reader (a view's log of events holds many).
    fn struct_variant<V: Visitor<'de>>(
        self,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self {
            Value::Object(Map(entries)) => map(entries, visitor),
            other => Err(de::Error::invalid_type(other.unexpected(), &visitor)),
        }
    }
}
