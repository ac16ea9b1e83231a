"""The Blender helpers both image sets share (art/objects and art/places import this module).

What is the same whatever is being built lives here once: colours given as hex, linking a new
object into the scene, aiming an object at a point, placing a
camera on an orbit around its target, and rendering a still. Each set's own `lib.py` keeps what
is its own (the objects' studio and materials; the places' dusk sky, plinth and pieces) and
imports the rest from here.
"""

import math

import bpy
from mathutils import Vector


def srgb(hexcode):
    """A '#rrggbb' colour as linear RGB, the way Blender's shaders want it."""
    h = hexcode.lstrip("#")
    out = []
    for i in (0, 2, 4):
        c = int(h[i : i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return tuple(out)


def link(obj):
    """Puts a new object into the scene and returns it."""
    bpy.context.scene.collection.objects.link(obj)
    return obj


def look_at(obj, target):
    """Turns an object (a camera, a light) so that its -Z axis points at the target, Y up."""
    d = Vector(target) - obj.location
    obj.rotation_euler = d.to_track_quat("-Z", "Y").to_euler()


def orbit(target, distance, azimuth, elevation):
    """The point `distance` from the target, seen from the front (negative y) turned by azimuth
    degrees around z and raised by elevation degrees."""
    az, el = math.radians(azimuth), math.radians(elevation)
    return Vector(target) + Vector((math.sin(az) * math.cos(el), -math.cos(az) * math.cos(el), math.sin(el))) * distance


def render(path, width, height, samples):
    """Renders the scene's camera to a PNG of the given size with the given path-tracing samples."""
    scene = bpy.context.scene
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 100
    scene.cycles.samples = samples
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_depth = "8"
    scene.render.filepath = path
    bpy.ops.render.render(write_still=True)
